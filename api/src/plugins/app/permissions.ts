import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { PERMISSION_LABELS, type Permission } from '@trellis/contracts';
import { AppError } from '../../lib/app-error';
import { auditSource } from '../../lib/audit-actor';
import { routeAccess, type RouteAccess } from './route-access';

/** One permission, or any one of several (a ticket's status: Update Tickets or Update). */
export type PermissionRule = Permission | readonly Permission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the operation needs; checked right after the session, before the body is read. */
    permission?: PermissionRule;
    /**
     * For a route whose calls need different permissions: decides from the parsed body and
     * query before they are validated, so a refusal still comes before any validation message.
     * null: nothing beyond what the route's other settings require.
     */
    permissionByInput?: {
      /** One line for the OpenAPI document: which inputs need what. */
      summary: string;
      decide(body: unknown, query: unknown): PermissionRule | null;
    };
    /**
     * Any signed-in staff account, a pending one included: its own profile, password, sign-out.
     * A text instead of `true` says what the handler narrows further (for the documentation).
     */
    selfService?: boolean | string;
  }
}

/** A ticket's status, its engineer and its work logs: the support desk's job, or any editor's. */
export const TICKET_WORK: PermissionRule = ['update_tickets', 'update'];

const asList = (rule: PermissionRule): readonly Permission[] =>
  typeof rule === 'string' ? [rule] : rule;

export const permissionDeniedMessage = (rule: PermissionRule) =>
  `Your role does not allow this: it needs the ${asList(rule)
    .map((p) => PERMISSION_LABELS[p])
    .join(' or ')} permission.`;

/** Whether the request's user may do what `permission` covers (resolved with the session). */
export function hasPermission(request: FastifyRequest, permission: Permission): boolean {
  return request.currentPermissions?.includes(permission) ?? false;
}

/**
 * Refuses with 403 unless the user holds one of the rule's permissions; the refusal is logged
 * and kept in the audit trail with the permission it needed.
 */
export async function enforcePermission(
  request: FastifyRequest,
  rule: PermissionRule,
): Promise<void> {
  if (!request.currentUser) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  const needed = asList(rule);
  if (needed.some((p) => hasPermission(request, p))) return;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const permission = needed.join('|');
  request.log.warn({ userId: request.currentUser.id, route, permission }, 'permission denied');
  await request.server.auditRepository.record({
    ...auditSource(request),
    action: 'access.denied',
    entity: 'route',
    entityLabel: route,
    changes: [{ field: 'permission', from: null, to: permission }],
  });
  throw new AppError('PERMISSION_DENIED', permissionDeniedMessage(rule));
}

function describeAccess(access: RouteAccess): string | null {
  switch (access.kind) {
    case 'permission':
      return `Needs the ${asList(access.rule)
        .map((p) => PERMISSION_LABELS[p])
        .join(' or ')} permission.`;
    case 'by-body':
      return access.summary;
    case 'self-service':
      return access.note ?? 'Any signed-in account, a pending one included.';
    default:
      return null;
  }
}

/**
 * Documents the route's permission in the OpenAPI document, as a line of its description (its
 * 401 and 403 answers are added with the other shared ones: see shared-errors).
 */
function documentAccess(route: RouteOptions, access: RouteAccess) {
  const line = describeAccess(access);
  if (!line || !route.schema || route.schema.hide) return;
  const schema = route.schema as Record<string, unknown>;
  schema.description = [schema.description, `**Permission:** ${line}`].filter(Boolean).join('\n\n');
}

export default fp(
  async function permissions(fastify: FastifyInstance) {
    // Deny by default: a route that does not say who may call it never starts.
    fastify.addHook('onRoute', (route) => {
      const access = routeAccess(route);
      if (access.kind === 'undeclared')
        throw new Error(
          `${[route.method].flat().join(',')} ${route.url} declares no permission: give its config a permission, permissionByInput, selfService, engineerApp or public (docs/permissions.md)`,
        );
      documentAccess(route, access);
    });

    // After the session hook (registered before this plugin), before the body is even read.
    fastify.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config?.permission;
      if (rule) await enforcePermission(request, rule);
    });

    fastify.addHook('preValidation', async (request) => {
      const byInput = request.routeOptions.config?.permissionByInput;
      if (!byInput) return;
      const rule = byInput.decide(request.body, request.query);
      if (rule === null) return;
      // A public route (registration) that needs a permission for some bodies: its caller must
      // then be signed in, on the web.
      if (!request.currentUser) {
        const resolved = await fastify.resolveSession(request);
        if (!resolved) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
        if (resolved.session.kind !== 'web')
          throw new AppError('FORBIDDEN', 'This session belongs to the engineer mobile app');
        request.currentUser = resolved.user;
        request.currentSession = resolved.session;
        request.currentPermissions = resolved.permissions;
      }
      await enforcePermission(request, rule);
    });
  },
  { name: 'permissions', dependencies: ['session'] },
);
