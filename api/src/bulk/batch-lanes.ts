/**
 * A set-based batch spends most of its time in PostgreSQL maintaining the indexes of the rows it
 * writes, on one core; two batches at once on two connections keep a second core busy too (two
 * 500-ticket status batches: about 150 ms at once against 250 ms one after the other). The
 * batches' own locks take turns by themselves: each waits for the other only on the run's row,
 * the per-record figures its triggers move (a customer's, an engineer's booked days) and, at
 * commit, the shared aggregates (api/db/aggregates-at-commit.ts).
 */
export const SET_BASED_LANES = 2;

/** Tries for a batch that PostgreSQL picked as a deadlock's victim (on per-record figures). */
const DEADLOCK_TRIES = 3;

const isDeadlock = (error: unknown) => (error as { code?: unknown }).code === '40P01';

/**
 * `work` of each batch, in order, on up to `lanes` at once. A lane asks `goOn` before it takes
 * the next batch; none is taken once it answers false or a batch failed. Answers once every
 * lane has stopped, failing with the first failure.
 */
export async function inLanes<T>(
  batches: readonly T[],
  lanes: number,
  goOn: () => Promise<boolean>,
  work: (batch: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let stopped = false;
  async function lane() {
    while (!stopped && next < batches.length) {
      const index = next++;
      if (!(await goOn())) stopped = true;
      else await work(batches[index]!, index);
    }
  }
  const ended = await Promise.allSettled(
    Array.from({ length: Math.max(1, lanes) }, () =>
      lane().catch((error: unknown) => {
        stopped = true;
        throw error;
      }),
    ),
  );
  const failed = ended.find((end) => end.status === 'rejected');
  if (failed) throw failed.reason;
}

/** `attempt` again while PostgreSQL ends it as a deadlock's victim (it rolled back whole). */
export async function retryingDeadlocks<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= DEADLOCK_TRIES || !isDeadlock(error)) throw error;
    }
  }
}
