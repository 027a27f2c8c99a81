import type { Knex } from 'knex';
import {
  IMPORT_ERRORS_PAGE,
  IMPORT_PREVIEW_ROWS,
  type ImportKind,
  type ImportMode,
  type ImportRowError,
  type ImportState,
} from '@trellis/contracts';
import { IMPORT_LOCK_CLASS } from './import-lock';
import { IMPORT_COLUMNS, type ImportRow } from './import-row';
import { isId } from '../lib/row-id';

/** The columns an import's progress rewrites as it goes. */
type ImportProgressColumn =
  | 'state'
  | 'rows'
  | 'creates'
  | 'updates'
  | 'errors'
  | 'also_creates'
  | 'error'
  | 'file_path'
  | 'cancel_requested';

export interface NewImport {
  actorId: number;
  kind: ImportKind;
  fileName: string;
  filePath: string;
  mode: ImportMode;
  sheet: string | null;
  sheets: string[];
  headers: string[];
  mapping: (string | null)[];
  requestId: string;
  worker: string;
}

/** Imports and their staged rows. */
export function createImportsRepository(db: Knex) {
  async function errorCount(id: number): Promise<number> {
    const { rows } = await db.raw<{ rows: { n: number }[] }>(
      `select count(*)::int as n from import_rows r, jsonb_array_elements(r.errors)
        where r.import_id = ? and r.action = 'error'`,
      [id],
    );
    return rows[0]!.n;
  }

  return {
    async create(values: NewImport, trx: Knex = db): Promise<ImportRow> {
      const [row] = await trx('imports')
        .insert({
          actor_id: values.actorId,
          kind: values.kind,
          file_name: values.fileName,
          file_path: values.filePath,
          mode: values.mode,
          state: 'staging',
          sheet: values.sheet,
          sheets: JSON.stringify(values.sheets),
          headers: JSON.stringify(values.headers),
          mapping: JSON.stringify(values.mapping),
          request_id: values.requestId,
          worker: values.worker,
        })
        .returning(db.raw(IMPORT_COLUMNS));
      return row as ImportRow;
    },

    async find(id: number, trx: Knex = db): Promise<ImportRow | undefined> {
      if (!isId(id)) return undefined;
      return trx('imports').where({ id }).first<ImportRow | undefined>(db.raw(IMPORT_COLUMNS));
    },

    /** The import's row, locked until `trx` ends. */
    async lock(id: number, trx: Knex): Promise<ImportRow | undefined> {
      return trx('imports')
        .where({ id })
        .forUpdate()
        .first<ImportRow | undefined>(db.raw(IMPORT_COLUMNS));
    },

    async update(
      id: number,
      values: Partial<Pick<ImportRow, ImportProgressColumn> & { finished: boolean }>,
      trx: Knex = db,
    ): Promise<void> {
      const { finished, ...columns } = values;
      await trx('imports')
        .where({ id })
        .update({
          ...columns,
          heartbeat_at: trx.fn.now(),
          // The moment it ends, even when that is the end of a long transaction (a commit's).
          ...(finished ? { finished_at: trx.raw('clock_timestamp()') } : {}),
        });
    },

    /** The heartbeat of an import being written; answers whether someone asked it to stop. */
    async beat(id: number, trx: Knex = db): Promise<boolean> {
      const [row] = await trx('imports')
        .where({ id })
        .update({ heartbeat_at: trx.fn.now() })
        .returning<{ cancel_requested: boolean }[]>('cancel_requested');
      return row?.cancel_requested ?? true;
    },

    /** Whether someone asked the import to stop. */
    async cancelRequested(id: number, trx: Knex = db): Promise<boolean> {
      const row = await trx('imports')
        .where({ id })
        .first<{ cancel_requested: boolean }>('cancel_requested');
      return row?.cancel_requested ?? true;
    },

    /**
     * The staged rows' counts by what they will do, and how many records of another list they
     * need created first (the distinct keys their values name as `creates_related`).
     */
    async counts(id: number, trx: Knex = db) {
      const { rows } = await trx.raw<{
        rows: {
          rows: number;
          creates: number;
          updates: number;
          errors: number;
          also_creates: number;
        }[];
      }>(
        `select count(*)::int as rows,
           count(*) filter (where action = 'create')::int as creates,
           count(*) filter (where action = 'update')::int as updates,
           count(*) filter (where action = 'error')::int as errors,
           count(distinct "values"->>'creates_related')::int as also_creates
         from import_rows where import_id = ?`,
        [id],
      );
      return rows[0]!;
    },

    /** The first rows as they will be stored. */
    async previewRows(id: number) {
      return db('import_rows')
        .where({ import_id: id })
        .whereNot({ action: 'error' })
        .orderBy('line')
        .limit(IMPORT_PREVIEW_ROWS)
        .select<{ line: number; action: 'create' | 'update'; values: Record<string, unknown> }[]>(
          'line',
          'action',
          'values',
        );
    },

    /** A page of the errors, each row's errors in line order. */
    async errorsPage(
      id: number,
      page: number,
    ): Promise<{ items: ImportRowError[]; total: number }> {
      const { rows } = await db.raw<{
        rows: { line: number; column: string | null; message: string; total: number }[];
      }>(
        `with e as (
           select r.line, err->>'column' as column, err->>'message' as message, n
           from import_rows r, jsonb_array_elements(r.errors) with ordinality as x(err, n)
           where r.import_id = ? and r.action = 'error')
         select e.*, (select count(*) from e)::int as total from e
         order by line, n limit ? offset ?`,
        [id, IMPORT_ERRORS_PAGE, (page - 1) * IMPORT_ERRORS_PAGE],
      );
      return {
        items: rows.map(({ line, column, message }) => ({ line, column, message })),
        total: rows[0]?.total ?? (page === 1 ? 0 : await errorCount(id)),
      };
    },

    /**
     * Ends the imports whose work stopped with its process as failed with `error`: staging or
     * importing, and either nobody holds their lock (see import-lock.ts) or silent since
     * `silentSince`, a backstop for a process that hangs with its lock. Those left in preview
     * since `readySince` end as cancelled with `expired`. Their staged rows go. `only` limits it
     * to one import. Answers the ended imports.
     */
    async endAbandoned(
      { silentSince, readySince, only }: { silentSince: Date; readySince: Date; only?: number },
      { error, expired }: { error: string; expired: string },
    ): Promise<ImportRow[]> {
      return db.transaction(async (trx) => {
        // Rows locked first, advisory locks looked at second: that order makes the look safe
        // with no grace period. A process takes an import's lock before anyone can see the import
        // staging or importing (inside the transaction that creates it; before the one that
        // starts its commit) and lets go only once its end has committed, which, with the row
        // locked here, waits for this transaction. So an import working here without its lock
        // held has lost its process, however recently it beat. Rows being changed are left to
        // the next sweep; `no key update` is not held up by the key-share lock that the
        // unfinished write of a dead process keeps until PostgreSQL notices it is gone.
        const { rows: found } = await trx.raw<{
          rows: { id: number; state: ImportState; silent: boolean }[];
        }>(
          `select id::int as id, state, heartbeat_at < ? as silent from imports
            where (state in ('staging', 'importing') or (state = 'ready' and heartbeat_at < ?))
              ${only === undefined ? '' : 'and id = ?'}
            for no key update skip locked`,
          [silentSince, readySince, ...(only === undefined ? [] : [only])],
        );
        const working = found.filter((row) => row.state !== 'ready').map((row) => row.id);
        const held = new Set<number>();
        if (working.length) {
          const { rows: locks } = await trx.raw<{ rows: { id: number }[] }>(
            `select objid::bigint::int as id from pg_locks
              where locktype = 'advisory' and granted and classid = ? and objsubid = 2
                and database = (select oid from pg_database where datname = current_database())
                and objid::bigint = any(?::bigint[])`,
            [IMPORT_LOCK_CLASS, working],
          );
          for (const lock of locks) held.add(lock.id);
        }
        const ended = found
          .filter((row) => row.state === 'ready' || row.silent || !held.has(row.id))
          .map((row) => row.id);
        if (!ended.length) return [];
        const { rows } = await trx.raw<{ rows: ImportRow[] }>(
          `update imports i
              set state = case when i.state = 'ready' then 'cancelled' else 'failed' end,
                  error = case when i.state = 'ready' then ? else ? end,
                  cancel_requested = true, finished_at = now()
            where i.id = any(?::bigint[])
            returning ${IMPORT_COLUMNS}`,
          [expired, error, ended],
        );
        await trx('import_rows').whereIn('import_id', ended).delete();
        return rows;
      });
    },

    /** Drops the staged rows of an import that has ended. */
    async dropRows(id: number, trx: Knex = db): Promise<void> {
      await trx('import_rows').where({ import_id: id }).delete();
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
