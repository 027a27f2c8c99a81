import type { FastifyReply } from 'fastify';

/**
 * `value` written as JSON by the route's own response serializer (compiled from its contract,
 * lib/response-serializer.ts), as Fastify would write it: for an answer kept as JSON
 * (lib/read-cache.ts), written once when it is computed.
 */
export function responseJson(reply: FastifyReply, value: unknown): string {
  return String(reply.serialize(value));
}

/** Sends JSON text as it is: the serializer would otherwise write it as a string again. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
