import type { ReadCache } from './read-cache';
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

/**
 * The answer `cache` remembers under `key`, or `compute`'s, written once by the route's
 * serializer when it is computed, and sent as it is.
 */
export async function sendRemembered(
  reply: FastifyReply,
  cache: ReadCache,
  key: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const json = await cache.get(key, async () => responseJson(reply, await compute()));
  return sendJson(reply, json);
}
