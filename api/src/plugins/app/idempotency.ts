import { createHash } from 'node:crypto';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import {
  createIdempotencyKeysRepository,
  type IdempotencyScope,
} from '../../repositories/idempotency-keys-repository';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const KEY_RULE = 'The Idempotency-Key header must be 1 to 255 printable ASCII characters';
const TTL_MS = 24 * 3_600_000;
// Node drops a request whose body takes over 5 minutes (server.requestTimeout): a key still in
// progress after 10 was left by a process that died mid-request, and must not block retries.
const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * What makes two requests "the same": method, URL and body. A multipart body is streamed to the
 * handler, so only its size is known up front; its boundary is left out, since a client draws a
 * new one for each attempt.
 */
function fingerprint(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  if (request.isMultipart())
    hash.update(`multipart/form-data; length=${request.headers['content-length'] ?? 'chunked'}`);
  else hash.update(JSON.stringify(request.body ?? null));
  return hash.digest('hex');
}

function asBuffer(payload: unknown): Buffer | null {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload);
  return Buffer.isBuffer(payload) ? payload : null;
}

/**
 * `Idempotency-Key` on every POST, present and future: a retry with the same key gets the first
 * answer again (marked `Idempotent-Replayed: true`) instead of a second record. Keys live in
 * PostgreSQL for 24 hours, per signed-in user and operation, so a retry reaching another API
 * process finds them too.
 *
 * What the handler answered below 500 is kept, its 4xx included. A request refused before the
 * handler ran (schema validation, session, origin, size) keeps nothing: it had no effect, and
 * running it again answers the same. A 5xx or a response that starts a session is never kept,
 * so that a retry runs again and a session is never handed to whoever holds the key.
 */
export default fp(
  async function idempotency(fastify) {
    const keys = createIdempotencyKeysRepository(fastify.db);
    const claims = new WeakMap<FastifyRequest, number>();

    fastify.addHook('preHandler', async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const route = request.routeOptions.url;
      if (request.method !== 'POST' || key === undefined || route === undefined) return;
      if (typeof key !== 'string' || !KEY_PATTERN.test(key))
        throw new AppError('VALIDATION_FAILED', KEY_RULE, [
          { path: 'Idempotency-Key', message: KEY_RULE },
        ]);

      const scope: IdempotencyScope = {
        userId: request.currentUser?.id ?? null,
        method: request.method,
        route,
        key,
      };
      const print = fingerprint(request);
      const id = await keys.claim(scope, print, TTL_MS, ABANDONED_AFTER_MS);
      if (id !== null) {
        claims.set(request, id);
        return;
      }
      const first = await keys.find(scope);
      if (first && first.fingerprint !== print)
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
        );
      if (!first?.response) {
        reply.header('retry-after', '1');
        throw new AppError(
          'IDEMPOTENCY_KEY_IN_PROGRESS',
          'A request with this Idempotency-Key is still in progress. Try again in a moment.',
        );
      }
      const { statusCode, contentType, body } = first.response;
      if (contentType) reply.header('content-type', contentType);
      return reply.code(statusCode).header(REPLAYED_HEADER, 'true').send(body);
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const id = claims.get(request);
      if (id === undefined) return payload;
      claims.delete(request);
      const body = asBuffer(payload);
      const keep = reply.statusCode < 500 && !reply.hasHeader('set-cookie');
      try {
        if (!keep || body === null) await keys.release(id);
        else {
          const contentType = reply.getHeader('content-type');
          await keys.complete(id, {
            statusCode: reply.statusCode,
            contentType: contentType === undefined ? null : String(contentType),
            body,
          });
        }
      } catch (error) {
        // The answer itself stands; without a record, a retry may run again.
        request.log.warn({ err: error }, 'could not record the Idempotency-Key result');
        await keys.release(id).catch(() => {});
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['repositories', 'session'] },
);

/** The swagger transform, with the optional Idempotency-Key header documented on every POST. */
export function withIdempotencyKeyHeader<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const output = transform(input);
    if (![input.route.method].flat().includes('POST')) return output;
    const headers = (output.schema.headers ?? { type: 'object', properties: {} }) as {
      properties?: Record<string, unknown>;
    };
    const idempotencyKey = {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'Optional. A retry with the same key answers the first result again (with Idempotent-Replayed: true) instead of doing the work twice. Kept 24 hours, per user and operation.',
    };
    return {
      ...output,
      schema: {
        ...output.schema,
        headers: {
          ...headers,
          properties: { ...headers.properties, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        },
      },
    };
  };
}
