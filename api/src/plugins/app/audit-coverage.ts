import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { REPLAYED_HEADER } from './idempotency';

/** What a route's successful call leaves in the audit trail, as its config declares it. */
export type AuditDeclaration =
  | {
      /** The actions a successful call records (at least one row among them). */
      actions: readonly string[];
      /** Why a successful call may record nothing, e.g. an edit that changed no field. */
      mayRecordNothing?: string;
    }
  /** Why this write is not an event anyone needs to trace (a read marker, a token sweep). */
  | { none: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every write and every export says what it records: see docs/audit.md. */
    audit?: AuditDeclaration;
  }
}

/** Writes and exports: the calls whose success is an event for the trail. */
export function isAuditable(route: Pick<RouteOptions, 'url' | 'method'>): boolean {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return false;
  const methods = [route.method].flat();
  const reads = methods.every((m) => m === 'GET' || m === 'HEAD');
  return !reads || route.url.endsWith('.csv');
}

function documentAudit(route: RouteOptions, audit: AuditDeclaration) {
  route.schema ??= {};
  const schema = route.schema as Record<string, unknown>;
  const line =
    'none' in audit
      ? `not recorded (${audit.none})`
      : audit.actions.map((a) => `\`${a}\``).join(', ');
  schema.description = [schema.description, `**Audit trail:** ${line}`]
    .filter(Boolean)
    .join('\n\n');
}

export interface AuditCoverageOptions {
  /**
   * Tests only: after each successful auditable call, check that it left a row among its
   * declared actions (and none undeclared), and turn the answer into a 500 otherwise, so a write
   * that forgets its trail fails whichever test exercises it.
   */
  checkRows: boolean;
}

export default fp<AuditCoverageOptions>(
  async function auditCoverage(fastify: FastifyInstance, { checkRows }) {
    fastify.addHook('onRoute', (route) => {
      if (!isAuditable(route)) return;
      const audit = route.config?.audit;
      if (!audit)
        throw new Error(
          `${[route.method].flat().join(',')} ${route.url} does not say what it records: give its config an audit declaration (docs/audit.md)`,
        );
      documentAudit(route, audit);
    });

    if (!checkRows) return;
    fastify.addHook('onSend', async (request, reply, payload) => {
      const audit = request.routeOptions.config?.audit;
      if (!audit || 'none' in audit) return payload;
      if (reply.statusCode >= 300 || reply.getHeader(REPLAYED_HEADER) === 'true') return payload;
      let recorded: string[];
      try {
        recorded = await fastify.db('audit_events').where('request_id', request.id).pluck('action');
      } catch {
        // The database is gone (a test that fails it on purpose): nothing to check against.
        return payload;
      }
      const undeclared = recorded.filter((a) => !audit.actions.includes(a));
      const missing = recorded.length === 0 && !audit.mayRecordNothing;
      if (!missing && undeclared.length === 0) return payload;
      const message = missing
        ? `${request.method} ${request.routeOptions.url} succeeded without an audit row`
        : `${request.method} ${request.routeOptions.url} recorded undeclared actions: ${undeclared.join(', ')}`;
      reply.code(500).type('application/json');
      return JSON.stringify({ code: 'AUDIT_MISSING', message });
    });
  },
  { name: 'audit-coverage', dependencies: ['repositories', 'idempotency'] },
);
