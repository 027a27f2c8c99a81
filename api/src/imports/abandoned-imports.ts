import { IMPORT_MESSAGES, REALTIME_EVENTS } from '@trellis/contracts';
import { rm } from 'node:fs/promises';
import type { Realtime } from '../plugins/app/realtime';
import type { ImportsRepository } from '../repositories/imports-repository';

/**
 * An import at work beats at least this often (each batch of rows it reads or writes): silent
 * longer, its process is hung or died without PostgreSQL noticing, even though it holds its lock.
 */
export const IMPORT_SILENCE_MS = 15 * 60_000;
/** How long a preview waits to be imported before its staged rows are dropped. */
export const IMPORT_PREVIEW_KEPT_MS = 24 * 60 * 60_000;

/**
 * Ends the imports whose process died while reading or writing them (failed: the write was one
 * transaction, so nothing of it is left) and the previews nobody imported within a day
 * (cancelled), dropping their staged rows and files and telling their owners; `only` looks at
 * that one import alone. Answers how many. A process runs it as it starts, so that one forked
 * again after a crash fails the dead process's imports at once, and housekeeping runs it hourly.
 */
export async function endAbandonedImports(
  {
    importsRepository,
    realtime,
  }: { importsRepository: ImportsRepository; realtime: Pick<Realtime, 'publishMany'> },
  now: Date,
  only?: number,
): Promise<number> {
  const ended = await importsRepository.endAbandoned(
    {
      silentSince: new Date(now.getTime() - IMPORT_SILENCE_MS),
      readySince: new Date(now.getTime() - IMPORT_PREVIEW_KEPT_MS),
      only,
    },
    { error: IMPORT_MESSAGES.interrupted, expired: IMPORT_MESSAGES.previewExpired },
  );
  await Promise.all(
    ended.map((row) => (row.file_path ? rm(row.file_path, { force: true }) : null)),
  );
  await realtime.publishMany(
    ended
      .filter((row) => row.actor_id !== null)
      .map((row) => ({
        event: REALTIME_EVENTS.importProgress,
        data: { id: row.id, state: row.state, done: 0, total: row.rows },
        options: { userId: row.actor_id! },
      })),
  );
  return ended.length;
}
