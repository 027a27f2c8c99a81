import { errorBodySchema } from '@trellis/contracts';

/** The error statuses the API answers with (see ERROR_STATUS in the contracts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

type ErrorResponses<S extends ErrorStatus> = { [K in S]: typeof errorBodySchema };

/**
 * Error answers for a route's `schema.response`, every one in the one error shape:
 * `response: { 200: thingSchema, ...errorResponses(400, 404) }`. A route lists what its own
 * schema and handler refuse with; the shared hooks' refusals (session, permission, origin check,
 * body parser, Idempotency-Key, rate limit) are added to each route they apply to.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorBodySchema]),
  ) as ErrorResponses<S>;
}
