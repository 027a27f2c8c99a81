import type { Realtime } from '../plugins/app/realtime';

type Announcer = Pick<Realtime, 'publish' | 'publishCounts'>;

/**
 * What the services announce while a bulk batch runs, held until the batch's transaction has
 * committed: nobody hears of a change that a later failure could still roll back. The counters
 * are published once per batch, not once per record.
 */
export function bufferedAnnouncer() {
  let events: Parameters<Realtime['publish']>[] = [];
  let counts = false;
  const buffer: Announcer = {
    publish: (async (...args: Parameters<Realtime['publish']>) => {
      events.push(args);
    }) as Realtime['publish'],
    publishCounts: async () => {
      counts = true;
    },
  };
  return {
    announcer: buffer,
    /** Forgets what the rolled-back part of a batch announced. */
    mark: () => events.length,
    rollbackTo(mark: number) {
      events = events.slice(0, mark);
    },
    async flush(realtime: Announcer & Pick<Realtime, 'publishMany'>) {
      const held = events;
      events = [];
      await realtime.publishMany(
        held.map(([event, data, options]) => ({
          event: event as string,
          data: data as Record<string, unknown>,
          options,
        })),
      );
      if (counts) await realtime.publishCounts();
      counts = false;
    },
  };
}

export type BufferedAnnouncer = ReturnType<typeof bufferedAnnouncer>;

/**
 * What committed batches announce, told in batch order while later batches run: a batch's
 * database work does not wait for the notices of the one before it, batches side by side may
 * commit out of turn, and a listener still hears them batch after batch.
 */
export function announcementsInOrder(onError: (error: unknown) => void) {
  let last: Promise<void> = Promise.resolve();
  const waiting = new Map<number, () => Promise<void>>();
  let next = 0;
  const tell = (what: () => Promise<void>) => {
    last = last.then(what).catch(onError);
  };
  return {
    /** What batch `index` (from 0) announces, told once every batch before it has been. */
    add(index: number, what: () => Promise<void>) {
      waiting.set(index, what);
      for (let due = waiting.get(next); due; due = waiting.get(next)) {
        waiting.delete(next);
        next += 1;
        tell(due);
      }
    },
    /** Tells what still waits behind a batch that failed, in order; resolves once all is told. */
    async drained() {
      for (const index of [...waiting.keys()].sort((a, b) => a - b)) tell(waiting.get(index)!);
      waiting.clear();
      await last;
    },
  };
}
