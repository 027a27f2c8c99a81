import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_MESSAGES,
  REALTIME_EVENTS,
  type DataImport,
  type ImportKind,
  type ImportMode,
} from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { AuditSource } from '../lib/audit-actor';
import type { PasswordHasher } from '../plugins/app/password-hasher';
import type { Realtime } from '../plugins/app/realtime';
import type { AuditRepository } from '../repositories/audit-repository';
import {
  toDataImport,
  type ImportRow,
  type ImportsRepository,
} from '../repositories/imports-repository';
import { commitImport, CommitStopped } from './commit-import';
import { rememberMapping } from './remembered-mappings';
import { IMPORT_TARGETS } from './import-kinds';
import { ImportStopped, stageImport } from './stage-import';

export interface ImportRunnerDependencies {
  db: Knex;
  importsRepository: ImportsRepository;
  auditRepository: AuditRepository;
  realtime: Pick<Realtime, 'publish' | 'publishCounts'>;
  passwordHasher: PasswordHasher;
  log: FastifyBaseLogger;
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
 * a stop asked between batches leaves nothing written. An import is its owner's alone.
 */
export function createImportRunner({
  db,
  importsRepository,
  auditRepository,
  realtime,
  passwordHasher,
  log,
}: ImportRunnerDependencies) {
  const running = new Set<Promise<void>>();

  async function progress(row: ImportRow | undefined, done: number) {
    if (!row?.actor_id) return;
    await realtime.publish(
      REALTIME_EVENTS.importProgress,
      { id: row.id, state: row.state, done, total: row.rows },
      { userId: row.actor_id },
    );
  }

  /** Runs `work` in the background, tracked so that closing the API waits for it. */
  function inBackground(id: number, work: () => Promise<void>) {
    const job = work()
      .catch(async (error: unknown) => {
        const stopped = error instanceof ImportStopped || error instanceof CommitStopped;
        if (!stopped) log.error({ err: error, importId: id }, 'import failed');
        const message = error instanceof AppError ? error.message : IMPORT_MESSAGES.notReadable;
        await importsRepository
          .update(id, {
            state: stopped ? 'cancelled' : 'failed',
            error: stopped ? IMPORT_MESSAGES.cancelled : message,
            finished: true,
          })
          .catch(() => undefined);
        await end(id).catch(() => undefined);
        await progress(await importsRepository.find(id), 0).catch(() => undefined);
      })
      .finally(() => running.delete(job));
    running.add(job);
  }

  /** An ended import's scratch: its file and its staged rows. */
  async function end(id: number) {
    const row = await importsRepository.find(id);
    if (row?.file_path) await rm(row.file_path, { force: true });
    await importsRepository.update(id, { file_path: null });
    await importsRepository.dropRows(id);
  }

  async function stage(row: ImportRow, path: string) {
    await stageImport(db, {
      importId: row.id,
      kind: row.kind,
      path,
      sheet: row.sheet,
      headers: row.headers,
      mapping: row.mapping,
      goOn: async (read) => {
        await progress({ ...row, rows: 0 }, read);
        // The heartbeat: an import silent for long is one whose process died (housekeeping).
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

  async function write(row: ImportRow, source: AuditSource) {
    const target = IMPORT_TARGETS[row.kind];
    const createdColumns = (await target.createdColumns?.({ passwordHasher })) ?? {};
    const result = await db.transaction((trx) =>
      commitImport(trx, auditRepository, {
        importId: row.id,
        kind: row.kind,
        fileName: row.file_name,
        mapped: row.mapping.filter((field): field is string => field !== null),
        createdColumns,
        source,
        goOn: async (rowsDone) => {
          await progress(row, rowsDone);
          return !(await importsRepository.cancelRequested(row.id, db));
        },
      }),
    );
    await importsRepository.update(row.id, {
      state: 'done',
      creates: result.created,
      updates: result.updated,
      finished: true,
    });
    await end(row.id);
    // One announcement per kind of change, not one per record: a list watching reloads once.
    const { lastCreated, lastUpdated } = result;
    if (lastCreated)
      await realtime.publish(target.createdEvent as never, target.eventData(lastCreated) as never);
    if (lastUpdated)
      await realtime.publish(target.updatedEvent as never, target.eventData(lastUpdated) as never);
    await realtime.publishCounts();
    await progress(await importsRepository.find(row.id), result.created + result.updated);
  }

  /** The import, if `userId` started it; anyone else's answers as not found. */
  async function find(id: number, userId: number): Promise<ImportRow> {
    const row = await importsRepository.find(id);
    if (!row || row.actor_id !== userId) throw new AppError('NOT_FOUND', 'Import not found');
    return row;
  }

  return {
    find,

    /** Creates the import and starts reading its file; answers at once, in state staging. */
    async start(request: NewImportRequest): Promise<DataImport> {
      const row = await importsRepository.create({
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
      });
      inBackground(row.id, () => stage(row, request.path));
      return toDataImport(row);
    },

    /** Writes a ready import; answers at once, in state importing. */
    async commit(id: number, userId: number, source: AuditSource): Promise<DataImport> {
      const row = await db.transaction(async (trx) => {
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
      inBackground(row.id, () => write(row, source));
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
        await end(id);
      } else await importsRepository.update(id, { cancel_requested: true });
      return toDataImport((await importsRepository.find(id))!);
    },

    /** Waits for the imports running in this process (the API closing). */
    async drain() {
      await Promise.allSettled([...running]);
    },
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
