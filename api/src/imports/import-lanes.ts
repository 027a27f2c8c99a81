import pLimit from 'p-limit';

/**
 * How often an import waiting for a lane beats. The sweep takes an import silent for 15 minutes
 * for a hung one, so a wait behind other imports must not look like silence.
 */
export const WAITING_BEAT_MS = 60_000;

export interface ImportLanes {
  /**
   * Runs `step` once a lane is free; until then calls `beat` every WAITING_BEAT_MS. Answers
   * what `step` answers.
   */
  run<T>(step: () => Promise<T>, beat: () => Promise<unknown>): Promise<T>;
  /** Steps running now, and steps waiting for a lane. */
  readonly active: number;
  readonly waiting: number;
}

/**
 * Each step of an import (reading its file into staged rows, writing them in one transaction)
 * holds a connection of the pool for all of its seconds or minutes. Run all at once, a few
 * people importing together would take every connection and leave the requests waiting, so a
 * process runs at most `size` steps at once and the others wait their turn, in order.
 */
export function createImportLanes(size: number): ImportLanes {
  const limit = pLimit(size);
  return {
    run(step, beat) {
      const beating = setInterval(
        () => void beat().catch(() => undefined),
        WAITING_BEAT_MS,
      ).unref();
      return limit(() => {
        clearInterval(beating);
        return step();
      });
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
