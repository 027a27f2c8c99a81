import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_MESSAGES,
  type DataImport,
  type ImportKind,
  type ImportMode,
} from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { AuditSource } from '../lib/audit-actor';
import type { PasswordHasher } from '../plugins/app/password-hasher';
import type { Realtime } from '../plugins/app/realtime';
import type { AuditRepository } from '../repositories/audit-repository';
import { toDataImport, type ImportRow } from '../repositories/import-row';
import type { ImportsRepository } from '../repositories/imports-repository';
import { ImportLockBusy, ImportLockLost, type ImportLock } from '../repositories/import-lock';
import { endAbandonedImports } from './abandoned-imports';
import { commitImport, CommitStopped } from './commit-import';
import { rememberMapping } from './remembered-mappings';
import { IMPORT_TARGETS } from './import-kinds';
import { ImportStopped, stageImport } from './stage-import';
import { createImportLanes } from './import-lanes';
import { createImportWork } from './import-work';

export interface ImportRunnerDependencies {
  db: Knex;
  importsRepository: ImportsRepository;
  auditRepository: AuditRepository;
  realtime: Pick<Realtime, 'publish' | 'publishMany' | 'publishCounts'>;
  passwordHasher: PasswordHasher;
  log: FastifyBaseLogger;
  /** How many import steps this process runs at once (IMPORTS_AT_ONCE). */
  importsAtOnce: number;
}

export interface NewImportRequest {
  kind: ImportKind;
  fileName: string;
  path: string;
  mode: ImportMode;
  /** The workbook sheet to read (null: a CSV file), and the workbook's sheets. */
  sheet: string | null;
  sheets: string[];
  headers: string[];
  mapping: (string | null)[];
  userId: number;
  requestId: string;
}

/** This process, as an import names the one working on it. */
export const IMPORT_WORKER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Runs imports in this process: reading and checking the file in the background (staging),
 * then, on commit, writing it in one transaction. Each step tells the importer its progress;
 * a stop asked between batches leaves nothing written. An import is its owner's alone. While
 * a step runs, this process holds the import's lock (import-lock.ts): its liveness.
 */
export function createImportRunner({
  db,
  importsRepository,
  auditRepository,
  realtime,
  passwordHasher,
  log,
  importsAtOnce,
}: ImportRunnerDependencies) {
  const lanes = createImportLanes(importsAtOnce);
  const work = createImportWork({ db, importsRepository, realtime, log, lanes });
  const { progress } = work;

  async function stage(row: ImportRow, path: string, lock: ImportLock) {
    await stageImport(db, {
      importId: row.id,
      kind: row.kind,
      path,
      sheet: row.sheet,
      headers: row.headers,
      mapping: row.mapping,
      goOn: async (read) => {
        lock.ensureHeld();
        await progress({ ...row, rows: 0 }, read);
        // The heartbeat: the sweep's backstop for a process that hangs holding the lock.
        await importsRepository.update(row.id, { rows: read });
        return !(await importsRepository.cancelRequested(row.id));
      },
    });
    if (await importsRepository.cancelRequested(row.id)) throw new ImportStopped();
    const counts = await importsRepository.counts(row.id);
    await importsRepository.update(row.id, { ...counts, state: 'ready' });
    // The file has been read; only its staged rows are needed from here on.
    await rm(path, { force: true });
    await importsRepository.update(row.id, { file_path: null });
    await progress(await importsRepository.find(row.id), counts.rows);
  }

  async function write(row: ImportRow, source: AuditSource, lock: ImportLock) {
    const target = IMPORT_TARGETS[row.kind];
    const createdColumns = (await target.createdColumns?.({ passwordHasher })) ?? {};
    const result = await db.transaction(async (trx) => {
      const written = await commitImport(trx, auditRepository, {
        importId: row.id,
        kind: row.kind,
        fileName: row.file_name,
        mapped: row.mapping.filter((field): field is string => field !== null),
        createdColumns,
        source,
        goOn: async (rowsDone) => {
          lock.ensureHeld();
          await progress(row, rowsDone);
          // The heartbeat, outside the transaction so that the sweep sees it.
          return !(await importsRepository.beat(row.id));
        },
      });
      // The import ends in the transaction of its records: had a sweep ended it meanwhile (its
      // lock's connection dropped), nothing is written; once this row is locked, no sweep can.
      const current = await importsRepository.lock(row.id, trx);
      if (current?.state !== 'importing') throw new ImportLockLost();
      if (current.cancel_requested) throw new CommitStopped();
      await importsRepository.update(
        row.id,
        { state: 'done', creates: written.created, updates: written.updated, finished: true },
        trx,
      );
      return written;
    });
    await work.end(row.id);
    // One announcement per kind of change, not one per record: a list watching reloads once.
    const { lastCreated, lastUpdated, related } = result;
    if (related) await realtime.publish(related.event as never, related.data as never);
    if (lastCreated)
      await realtime.publish(target.createdEvent as never, target.eventData(lastCreated) as never);
    if (lastUpdated)
      await realtime.publish(target.updatedEvent as never, target.eventData(lastUpdated) as never);
    await realtime.publishCounts();
    await progress(await importsRepository.find(row.id), result.created + result.updated);
  }

  /**
   * The import, if `userId` started it; anyone else's answers as not found. One at work in a
   * process that has died is ended first, so that its importer sees it failed at once.
   */
  async function find(id: number, userId: number): Promise<ImportRow> {
    const row = await importsRepository.find(id);
    if (!row || row.actor_id !== userId) throw new AppError('NOT_FOUND', 'Import not found');
    const working = row.state === 'staging' || row.state === 'importing';
    if (!working || work.holds(id)) return row;
    const ended = await endAbandonedImports({ importsRepository, realtime }, new Date(), id);
    return ended ? (await importsRepository.find(id))! : row;
  }

  /**
   * Starts writing a ready import: takes its lock first (waiting out the read of its file, which
   * lets go of it just after the preview is ready), and only then marks it importing, so that it
   * is never seen importing without its lock.
   */
  async function committing(id: number, userId: number, lock: ImportLock): Promise<ImportRow> {
    // Anything but a preview is refused below at once, rather than after waiting for its lock.
    if ((await importsRepository.find(id))?.state === 'ready')
      await lock.take(id).catch((error: unknown) => {
        if (error instanceof ImportLockBusy)
          throw new AppError('CONFLICT', IMPORT_MESSAGES.notReady);
        throw error;
      });
    return db.transaction(async (trx) => {
      const locked = await importsRepository.lock(id, trx);
      if (!locked || locked.actor_id !== userId)
        throw new AppError('NOT_FOUND', 'Import not found');
      if (locked.state !== 'ready') throw new AppError('CONFLICT', IMPORT_MESSAGES.notReady);
      if (locked.mode === 'all' && locked.errors > 0)
        throw new AppError('CONFLICT', IMPORT_MESSAGES.hasErrors(locked.errors));
      if (locked.creates + locked.updates === 0)
        throw new AppError('CONFLICT', IMPORT_MESSAGES.nothingToImport);
      // One import per list writes at a time (a unique index holds it under a race too).
      await importsRepository.update(id, { state: 'importing' }, trx).catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505')
          throw new AppError('CONFLICT', IMPORT_MESSAGES.oneAtATime);
        throw error;
      });
      await rememberMapping(trx, userId, locked.kind, locked.headers, locked.mapping);
      return { ...locked, state: 'importing' as const };
    });
  }

  return {
    find,

    /** Creates the import and starts reading its file; answers at once, in state staging. */
    async start(request: NewImportRequest): Promise<DataImport> {
      const row = await work.launch(
        // Locked before the new import is committed: nobody ever sees it staging unlocked.
        (lock) =>
          db.transaction(async (trx) => {
            const created = await importsRepository.create(
              {
                actorId: request.userId,
                kind: request.kind,
                fileName: request.fileName,
                filePath: request.path,
                mode: request.mode,
                sheet: request.sheet,
                sheets: request.sheets,
                headers: request.headers,
                mapping: request.mapping,
                requestId: request.requestId,
                worker: IMPORT_WORKER,
              },
              trx,
            );
            await lock.take(created.id);
            return created;
          }),
        (created, lock) => stage(created, request.path, lock),
      );
      return toDataImport(row);
    },

    /** Writes a ready import; answers at once, in state importing. */
    async commit(id: number, userId: number, source: AuditSource): Promise<DataImport> {
      const row = await work.launch(
        (lock) => committing(id, userId, lock),
        (ready, lock) => write(ready, source, lock),
      );
      return toDataImport(row);
    },

    /** Asks a staging or importing import to stop; a ready one ends at once. */
    async cancel(id: number, userId: number): Promise<DataImport> {
      const row = await find(id, userId);
      if (!['staging', 'ready', 'importing'].includes(row.state))
        throw new AppError('CONFLICT', IMPORT_MESSAGES.notRunning);
      if (row.state === 'ready') {
        await importsRepository.update(id, {
          state: 'cancelled',
          error: IMPORT_MESSAGES.cancelled,
          finished: true,
        });
        await work.end(id);
      } else await importsRepository.update(id, { cancel_requested: true });
      return toDataImport((await importsRepository.find(id))!);
    },

    /** Waits for the imports running in this process (the API closing). */
    drain: work.drain,
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
