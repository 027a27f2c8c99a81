import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponses, type ErrorStatus } from '../../lib/error-responses';
import { routeAccess } from './route-access';

// Fastify reads a body on these methods, DELETE included when one is sent.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What the app's shared hooks may answer on `route` before or beside its handler, decided by
 * its method and config alone, so that no route has to repeat them:
 * - 400: every request's path and query go through URL decoding and the NUL guard;
 * - 401 and 403: the session gate and the permission check of every route that is not public
 *   (403 also for the wrong app's session);
 * - 403, 413 and 415 on a method with a body: the origin check, the body size limit and the
 *   content-type parsers;
 * - 409 and 422 on POST: an Idempotency-Key still in progress, or reused for another request;
 * - 429: the rate limit of a route that has one.
 * Load shedding's 503, a database outage's 503 and a bug's 500 can happen anywhere: the API's
 * description says so once instead of every operation.
 */
export function sharedErrorStatuses(
  route: Pick<RouteOptions, 'url' | 'method' | 'config'>,
): ErrorStatus[] {
  const access = routeAccess(route);
  if (access.kind === 'outside-api') return [];
  const methods = [route.method].flat();
  const statuses = new Set<ErrorStatus>([400]);
  const add = (...more: ErrorStatus[]) => more.forEach((status) => statuses.add(status));
  if (access.kind !== 'public') add(401, 403);
  if (methods.some((m) => BODY_METHODS.has(m))) add(403, 413, 415);
  if (methods.includes('POST')) add(409, 422);
  if (route.config?.rateLimit) add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Adds the shared statuses to every API route's `schema.response`, beside its own. */
export default fp(
  async function sharedErrors(fastify) {
    fastify.addHook('onRoute', (route) => {
      const statuses = sharedErrorStatuses(route);
      if (statuses.length === 0) return;
      route.schema ??= {};
      const schema = route.schema as { response?: Record<string, unknown> };
      // The route's own entry wins: the readiness 503 is a health report, not an error body.
      schema.response = { ...errorResponses(...statuses), ...schema.response };
    });
  },
  { name: 'shared-errors' },
);
