import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { PERMISSION_LABELS, type Permission } from '@trellis/contracts';
import { AppError } from '../../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that lets through only a user whose role grants `permission` (403
     * PERMISSION_DENIED otherwise). Not attached to any route yet: enforcing roles later is one
     * `fastify.addHook('preHandler', fastify.requirePermission('…'))` per route plugin
     * (docs/permissions.md).
     */
    requirePermission(permission: Permission): preHandlerAsyncHookHandler;
  }
}

export const permissionDeniedMessage = (permission: Permission) =>
  `Your role does not allow this: it needs the ${PERMISSION_LABELS[permission]} permission.`;

/** Whether the request's user may do what `permission` covers (resolved with the session). */
export function hasPermission(request: FastifyRequest, permission: Permission): boolean {
  return request.currentPermissions?.includes(permission) ?? false;
}

export default fp(
  async function permissions(fastify) {
    fastify.decorate('requirePermission', (permission: Permission) => {
      const check: preHandlerAsyncHookHandler = async (request) => {
        // The session hook ran first (onRequest); a route without one has nobody to check.
        if (!request.currentUser)
          throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
        if (!hasPermission(request, permission))
          throw new AppError('PERMISSION_DENIED', permissionDeniedMessage(permission));
      };
      return check;
    });
  },
  { name: 'permissions', dependencies: ['session'] },
);
