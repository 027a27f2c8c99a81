import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests only: each error answer a route gave without declaring it, once. */
    undeclaredErrors: readonly string[];
  }
}

/**
 * Answers of the whole process rather than of a route, so no operation lists them (the API's
 * description mentions them once):
 * - any 500: an unexpected failure is a bug to fix, never an answer to promise;
 * - 503 OVERLOADED: load shedding refuses every call while the event loop lags;
 * - 503 DATABASE_UNAVAILABLE: every call that reads the database, during an outage;
 * - 503 CONCURRENT_CHANGE: any write PostgreSQL ended to break a deadlock with another one.
 */
const PROCESS_WIDE_503 = new Set(['OVERLOADED', 'DATABASE_UNAVAILABLE', 'CONCURRENT_CHANGE']);
function exempt(status: number, code: string | undefined): boolean {
  if (status === 500) return true;
  return status === 503 && code !== undefined && PROCESS_WIDE_503.has(code);
}

function declares(schema: FastifySchema | undefined, status: number): boolean {
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  return [String(status), `${String(status)[0]}xx`, 'default'].some((key) => key in response);
}

/** The error body's code; the error handler sends its body already serialized. */
function codeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

export interface ErrorCoverageOptions {
  /**
   * Tests only: note every 4xx or 5xx an API route answers that its `schema.response` does not
   * declare, so the OpenAPI document lists every error a client can get. The test app
   * (test/helpers/test-app.ts) prints them when the test file's process ends, and fails the file.
   */
  check: boolean;
}

export default fp<ErrorCoverageOptions>(
  async function errorCoverage(fastify, { check }) {
    const found: string[] = [];
    fastify.decorate('undeclaredErrors', found);
    if (!check) return;

    fastify.addHook('onSend', async (request, reply, payload) => {
      const status = reply.statusCode;
      const url = request.routeOptions.url;
      if (status < 400 || url === undefined) return payload;
      if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return payload;
      const code = codeOf(payload);
      if (declares(request.routeOptions.schema, status) || exempt(status, code)) return payload;
      const line = `${request.method} ${url} answered ${status} ${code ?? ''}`.trimEnd();
      if (!found.includes(line)) {
        found.push(line);
        request.log.error(`${line}, which its schema.response does not declare`);
      }
      return payload;
    });
  },
  { name: 'error-coverage' },
);
