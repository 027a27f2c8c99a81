// The API's heap, in megabytes. Left to itself V8 lets a busy heap grow to several times what it
// holds before collecting: the import bench's 100,000-row files took the API process to 550 MB
// resident while it holds under 100 MB at rest. Capped at 160 MB they run as fast and the process
// peaks under 300 MB. A process that needs more than its cap stops (a cluster worker is then
// replaced): raise it for workbooks with millions of distinct texts, whose shared strings an
// .xlsx import keeps in memory while reading.

export const API_HEAP_MB_DEFAULT = 160;
const MIN_MB = 64;

/** The cap from `API_HEAP_MB` (or the default); throws a sentence when it is not one. */
export function apiHeapMb(env = process.env) {
  const value = env.API_HEAP_MB ?? String(API_HEAP_MB_DEFAULT);
  if (!/^\d+$/.test(value.trim()) || Number(value) < MIN_MB)
    throw new Error(
      `API_HEAP_MB must be a whole number of megabytes, ${MIN_MB} or more (it is "${value}")`,
    );
  return Number(value);
}

/** NODE_OPTIONS carrying the cap, for the API's process and any process it starts. */
export function withApiHeap(env = process.env) {
  const flag = `--max-old-space-size=${apiHeapMb(env)}`;
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, flag].filter(Boolean).join(' ') };
}
