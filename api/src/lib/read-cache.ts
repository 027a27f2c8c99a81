/** Past this many remembered answers, the oldest is forgotten first. */
const MAX_ENTRIES = 200;

export interface ReadCache {
  /**
   * The answer remembered for `key`, or `compute`'s, remembered unless a change was announced
   * while it was computed (it may then predate the change).
   */
  get(key: string, compute: () => Promise<string>): Promise<string>;
  /** Forgets every answer: something they were computed from has changed. */
  clear(): void;
}

/**
 * Answers computed from many tables and read far more often than those tables change (the
 * dispatch board, the attendance month), remembered as their JSON until a change is announced
 * or `lifetimeMs` passes; 0 remembers nothing.
 */
export function createReadCache(lifetimeMs: number, now = () => Date.now()): ReadCache {
  const entries = new Map<string, { json: string; until: number }>();
  let generation = 0;
  return {
    async get(key, compute) {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.json;
      entries.delete(key);
      const started = generation;
      const json = await compute();
      if (lifetimeMs > 0 && generation === started) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { json, until: now() + lifetimeMs });
      }
      return json;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
