import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createReadCache, type ReadCache } from './read-cache';

/**
 * Keeps a process's memory of something honest: `forget` runs when another process (or SQL by
 * hand) announces a change on `channel`, after a lost connection (its notices are gone), and
 * when this process's own write has been handled, before its answer leaves, so the same tab's
 * next request sees what it just changed.
 */
export async function forgetOnChange(
  fastify: FastifyInstance,
  options: {
    channel: string;
    forget: () => void;
    /**
     * Which of this process's own requests may have changed it (every write unless told): the
     * others leave the memory to the notice, should their write touch it after all.
     */
    changes?: (request: FastifyRequest) => boolean;
    /** Which notices on `channel` announce a change (every one unless told). */
    announces?: (payload: string) => boolean;
  },
): Promise<void> {
  const { channel, forget, announces } = options;
  const changes = options.changes ?? (() => true);
  const onNotice = announces
    ? (payload: string) => {
        if (announces(payload)) forget();
      }
    : forget;
  await fastify.noticeListener.listen(channel, { onNotice, onReconnect: forget });
  fastify.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && changes(request)) forget();
  });
}

/**
 * Whether a write of this process may have changed records of `entities`: its route declares an
 * audit action on one of them. A write declared as recording nothing, such as an import's commit
 * that runs after its answer, is seen through the notice.
 */
export function writesRecordingOn(
  entities: ReadonlySet<string>,
): (request: FastifyRequest) => boolean {
  return (request) => {
    const audit = request.routeOptions.config?.audit;
    if (!audit || 'none' in audit) return false;
    return audit.actions.some((action) => entities.has(action.split('.')[0]!));
  };
}

/**
 * A read cache of `lifetimeMs` (0 remembers nothing) that forgets every answer when a change is
 * announced on `channel` (or `changes` says this process's own write may have made one).
 */
export async function cacheForgettingOnChange(
  fastify: FastifyInstance,
  options: { lifetimeMs: number } & Omit<Parameters<typeof forgetOnChange>[1], 'forget'>,
): Promise<ReadCache> {
  const { lifetimeMs, ...forgetting } = options;
  const cache = createReadCache(lifetimeMs);
  if (lifetimeMs > 0) await forgetOnChange(fastify, { ...forgetting, forget: () => cache.clear() });
  return cache;
}
