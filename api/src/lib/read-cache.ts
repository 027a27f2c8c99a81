/** Past this many remembered answers, the oldest is forgotten first. */
const MAX_ENTRIES = 200;
/**
 * Past this many characters of remembered JSON (8 to 16 MB), the oldest answers are forgotten
 * first: a few answers of a thousand rows (a page of a thousand engineers is about a million
 * characters) must not make two hundred of them a process's largest use of memory.
 */
const MAX_CHARS = 8_000_000;

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
 * or `lifetimeMs` passes; 0 remembers nothing. An answer larger than a quarter of the budget is
 * sent but not remembered.
 */
export function createReadCache(
  lifetimeMs: number,
  now = () => Date.now(),
  maxChars = MAX_CHARS,
): ReadCache {
  // A Map keeps its keys in the order they were set: the first is the oldest.
  const entries = new Map<string, { json: string; until: number }>();
  let chars = 0;
  let generation = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    chars -= entry.json.length;
    entries.delete(key);
  };
  return {
    async get(key, compute) {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.json;
      forget(key);
      const started = generation;
      const json = await compute();
      if (lifetimeMs > 0 && generation === started && json.length <= maxChars / 4) {
        forget(key);
        while (entries.size >= MAX_ENTRIES || (entries.size > 0 && chars + json.length > maxChars))
          forget(entries.keys().next().value!);
        entries.set(key, { json, until: now() + lifetimeMs });
        chars += json.length;
      }
      return json;
    },
    clear() {
      generation += 1;
      entries.clear();
      chars = 0;
    },
  };
}
