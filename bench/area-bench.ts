// Each area's part of the bench, in its own file `areas/<area>.ts` (found here, so no list of the
// bench names an area): the rows it tops its table up with, and the endpoints it measures.
import { readdirSync } from 'node:fs';
import type { Target } from './target-goals';

export interface AreaBenchLoader {
  /** How many rows `table` (where `where`) lacks to reach the bench's count. */
  missing: (table: string, where?: string) => Promise<number>;
  /** Runs one statement that loads `n` rows of `label` (nothing when `n` is 0). */
  run: (label: string, n: number, sql: string, bindings: (string | number)[]) => Promise<void>;
}

export interface AreaBench {
  load: (loader: AreaBenchLoader) => Promise<void>;
  /** The endpoints to measure, given the number a searched name ends in. */
  endpoints: (searched: number) => Omit<Target, 'minRatio' | 'maxP99' | 'ofReference'>[];
}

const folder = new URL('./areas/', import.meta.url);

/** Every area's bench, in file-name order. */
export const AREA_BENCHES: readonly AreaBench[] = await Promise.all(
  readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map(
      async (file) => ((await import(new URL(file, folder).href)) as { bench: AreaBench }).bench,
    ),
);
