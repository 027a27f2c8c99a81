import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * `value` checked against the route's response schema and written as JSON, as the serializer
 * would: for an answer kept as JSON (lib/read-cache.ts), checked once when it is computed.
 */
export function responseJson(schema: z.ZodType, value: unknown, request: FastifyRequest): string {
  const result = schema.safeEncode(value);
  if (!result.success)
    throw new ResponseSerializationError(request.method, request.url, { cause: result.error });
  return JSON.stringify(result.data);
}

/** Sends JSON text as it is: the serializer would otherwise write it as a string again. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
