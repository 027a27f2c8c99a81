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
