import type { ValidSession } from '../repositories/sessions-repository';

/** Past this many remembered sessions, the oldest is forgotten first. */
const MAX_ENTRIES = 10_000;

export interface SessionCache {
  /** A copy of the remembered session, if it is younger than the cache's lifetime and valid. */
  get(tokenHash: string): ValidSession | undefined;
  set(tokenHash: string, found: ValidSession): void;
  forget(tokenHash: string): void;
  clear(): void;
}

/**
 * Every signed-in request resolves its session, user and permissions: remembered for a couple
 * of seconds, a page's burst of requests costs one query instead of one each. Entries are
 * copied out, so a handler that changes its request's user cannot change another request's.
 */
export function createSessionCache(lifetimeMs: number, now = () => Date.now()): SessionCache {
  const entries = new Map<string, { found: ValidSession; until: number }>();
  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const at = now();
      if (entry.until <= at || entry.found.session.expires_at.getTime() <= at) {
        entries.delete(tokenHash);
        return undefined;
      }
      const { session, user, permissions } = entry.found;
      return { session: { ...session }, user: { ...user }, permissions };
    },
    set(tokenHash, found) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const { session, user, permissions } = found;
      entries.set(tokenHash, {
        found: { session: { ...session }, user: { ...user }, permissions: [...permissions] },
        until: now() + lifetimeMs,
      });
    },
    forget(tokenHash) {
      entries.delete(tokenHash);
    },
    clear() {
      entries.clear();
    },
  };
}
