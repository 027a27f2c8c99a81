import { rm } from 'node:fs/promises';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_MESSAGES, REALTIME_EVENTS } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { Realtime } from '../plugins/app/realtime';
import type { ImportRow } from '../repositories/import-row';
import type { ImportsRepository } from '../repositories/imports-repository';
import { ImportLockLost, openImportLock, type ImportLock } from '../repositories/import-lock';
import { CommitStopped } from './commit-import';
import type { ImportLanes } from './import-lanes';
import { ImportStopped } from './stage-import';

export interface ImportWorkDependencies {
  db: Knex;
  importsRepository: ImportsRepository;
  realtime: Pick<Realtime, 'publish'>;
  log: FastifyBaseLogger;
  /** The process's lanes: how many import steps run at once. */
  lanes: ImportLanes;
}

/** The message an import ends with when `error` stops it. */
function failure(error: unknown): string {
  if (error instanceof ImportLockLost) return IMPORT_MESSAGES.interrupted;
  return error instanceof AppError ? error.message : IMPORT_MESSAGES.notReadable;
}

/**
 * The steps of imports at work in this process, each in the background holding its import's
 * lock (import-lock.ts) and tracked, so that closing the API waits for them. A step that throws
 * ends its import (cancelled when asked to stop, otherwise failed with the reason), and the lock
 * goes only once that end is written, never before.
 */
export function createImportWork({
  db,
  importsRepository,
  realtime,
  log,
  lanes,
}: ImportWorkDependencies) {
  const running = new Set<Promise<void>>();
  /** The locks of the imports this process works on, by import id. */
  const locks = new Map<number, ImportLock>();

  /** Tells the importer how far the import has got. */
  async function progress(row: ImportRow | undefined, done: number) {
    if (!row?.actor_id) return;
    await realtime.publish(
      REALTIME_EVENTS.importProgress,
      { id: row.id, state: row.state, done, total: row.rows },
      { userId: row.actor_id },
    );
  }

  /** An ended import's scratch: its file and its staged rows. */
  async function end(id: number) {
    const row = await importsRepository.find(id);
    if (row?.file_path) await rm(row.file_path, { force: true });
    await importsRepository.update(id, { file_path: null });
    await importsRepository.dropRows(id);
  }

  function inBackground(id: number, lock: ImportLock, step: () => Promise<void>) {
    locks.set(id, lock);
    const job = lanes
      .run(step, () => importsRepository.beat(id))
      .catch(async (error: unknown) => {
        const stopped = error instanceof ImportStopped || error instanceof CommitStopped;
        if (error instanceof ImportLockLost) log.warn({ importId: id }, 'import lock lost');
        else if (!stopped) log.error({ err: error, importId: id }, 'import failed');
        await importsRepository
          .update(id, {
            state: stopped ? 'cancelled' : 'failed',
            error: stopped ? IMPORT_MESSAGES.cancelled : failure(error),
            finished: true,
          })
          .catch(() => undefined);
        await end(id).catch(() => undefined);
        await progress(await importsRepository.find(id), 0).catch(() => undefined);
      })
      .finally(async () => {
        locks.delete(id);
        await lock.release();
        running.delete(job);
      });
    running.add(job);
  }

  return {
    progress,
    end,

    /** Whether this process is at work on the import. */
    holds: (id: number) => locks.has(id),

    /**
     * Opens a lock for `begin`, which takes it for its import and makes the import visible as
     * at work, then runs `step` in the background holding that lock. Answers what `begin` did;
     * if it throws, the lock goes with it.
     */
    async launch<T extends { id: number }>(
      begin: (lock: ImportLock) => Promise<T>,
      step: (row: T, lock: ImportLock) => Promise<void>,
    ): Promise<T> {
      const lock = await openImportLock(db);
      let row: T;
      try {
        row = await begin(lock);
      } catch (error) {
        await lock.release();
        throw error;
      }
      inBackground(row.id, lock, () => step(row, lock));
      return row;
    },

    /** Waits for the steps running in this process (the API closing). */
    async drain() {
      await Promise.allSettled([...running]);
    },
  };
}

export type ImportWork = ReturnType<typeof createImportWork>;
