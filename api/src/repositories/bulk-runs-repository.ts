import type { Knex } from 'knex';
import type { BulkFailure, BulkRun, BulkRunState } from '@trellis/contracts';
import { isId } from '../lib/row-id';

export interface BulkRunRow {
  id: number;
  actor_id: number | null;
  list: string;
  action: string;
  params: Record<string, unknown>;
  /** How many records it resolved to (the ids themselves are the job's, not read back). */
  total: number;
  state: BulkRunState;
  processed: number;
  succeeded: number;
  failures: BulkFailure[];
  undo_until: Date | null;
  request_id: string | null;
  created_at: Date;
}

export interface NewBulkRun {
  actorId: number;
  list: string;
  action: string;
  params: Record<string, unknown>;
  recordIds: readonly number[];
  requestId: string;
}

/** One record's fields as they were before the action and as it left them. */
export interface BulkChange {
  recordId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** How far a batch took the run. */
export interface BulkBatchResult {
  processed: number;
  succeeded: number;
  failures: readonly BulkFailure[];
}

// The run's id is bigint; runs fit in integer, read as a number.
const SELECTED = `id::int as id, actor_id, list, action, params, state, processed, succeeded,
  failures, undo_until, request_id, created_at, total`;

/** A run as its answer shows it: `total` is the records it resolved to. */
export function toBulkRun(row: BulkRunRow): BulkRun {
  return {
    id: row.id,
    list: row.list,
    action: row.action,
    state: row.state,
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    failures: row.failures,
    undo_until: row.undo_until ? row.undo_until.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

export function createBulkRunsRepository(db: Knex) {
  return {
    async create(run: NewBulkRun, trx: Knex = db): Promise<number> {
      const [row] = await trx('bulk_runs')
        .insert({
          actor_id: run.actorId,
          list: run.list,
          action: run.action,
          params: JSON.stringify(run.params),
          record_ids: trx.raw('?::bigint[]', [run.recordIds as number[]]),
          total: run.recordIds.length,
          state: 'running',
          request_id: run.requestId,
        })
        .returning('id');
      return Number((row as { id: number | string }).id);
    },

    async find(id: number, trx: Knex = db): Promise<BulkRunRow | undefined> {
      if (!isId(id)) return undefined;
      return trx('bulk_runs').where({ id }).first<BulkRunRow | undefined>(trx.raw(SELECTED));
    },

    /** The run's row, locked until the transaction ends (an undo, a batch's bookkeeping). */
    async lock(id: number, trx: Knex): Promise<BulkRunRow | undefined> {
      return trx('bulk_runs')
        .where({ id })
        .forUpdate()
        .first<BulkRunRow | undefined>(trx.raw(SELECTED));
    },

    /**
     * The job is about to take its next batch: it beats (housekeeping ends silent runs) and
     * answers whether to go on, false once it stopped running or was asked to stop.
     */
    async beat(id: number, trx: Knex = db): Promise<boolean> {
      const beaten = await trx('bulk_runs')
        .where({ id, state: 'running', cancel_requested: false })
        .update({ heartbeat_at: trx.fn.now() });
      return beaten > 0;
    },

    /**
     * Ends the runs still `running` whose job has not beaten since `silentSince`: their process
     * died. They end as a job that fails does, cancelled with no Undo; a row a live batch holds
     * is skipped, never waited for. Answers the runs ended.
     */
    async endAbandoned(silentSince: Date, trx: Knex = db): Promise<BulkRunRow[]> {
      const { rows } = await trx.raw<{ rows: BulkRunRow[] }>(
        `update bulk_runs
            set state = 'cancelled', cancel_requested = true, undo_until = null, finished_at = now()
          where id in (select id from bulk_runs where state = 'running' and heartbeat_at < ?
                       for update skip locked)
          returning ${SELECTED}`,
        [silentSince],
      );
      return rows;
    },

    /** Adds a batch's counts and failures, in the batch's transaction. */
    async addBatch(id: number, batch: BulkBatchResult, trx: Knex): Promise<void> {
      await trx('bulk_runs')
        .where({ id })
        .update({
          processed: trx.raw('processed + ?', [batch.processed]),
          succeeded: trx.raw('succeeded + ?', [batch.succeeded]),
          failures: trx.raw('failures || ?::jsonb', [JSON.stringify(batch.failures)]),
        });
    },

    /** A batch's changes as one JSON document: four bound values a row cost more to send. */
    async recordChanges(runId: number, changes: readonly BulkChange[], trx: Knex): Promise<void> {
      if (changes.length === 0) return;
      await trx.raw(
        `insert into bulk_run_changes (run_id, record_id, before, after)
         select ?, (c->>'recordId')::bigint, c->'before', c->'after'
         from jsonb_array_elements(?::jsonb) c`,
        [runId, JSON.stringify(changes)],
      );
    },

    async changes(runId: number, trx: Knex = db): Promise<BulkChange[]> {
      const rows = await trx('bulk_run_changes')
        .where({ run_id: runId })
        .orderBy('record_id')
        .select<
          { record_id: string; before: Record<string, unknown>; after: Record<string, unknown> }[]
        >('record_id', 'before', 'after');
      return rows.map((r) => ({ recordId: Number(r.record_id), before: r.before, after: r.after }));
    },

    /**
     * Ends a running run: cancelled when it was asked to stop, else done. `undoUntil` opens
     * Undo. Answers the state it ended in.
     */
    async finish(id: number, undoUntil: Date | null, trx: Knex = db): Promise<BulkRunState> {
      const [row] = await trx('bulk_runs')
        .where({ id, state: 'running' })
        .update({
          state: trx.raw("case when cancel_requested then 'cancelled' else 'done' end"),
          undo_until: undoUntil,
          finished_at: trx.fn.now(),
        })
        .returning('state');
      return (row as { state: BulkRunState } | undefined)?.state ?? 'cancelled';
    },

    /** Asks a running job to stop before its next batch; false when it was not running. */
    async cancel(id: number, trx: Knex = db): Promise<boolean> {
      const updated = await trx('bulk_runs')
        .where({ id, state: 'running' })
        .update({ cancel_requested: true });
      return updated > 0;
    },

    async markUndone(id: number, trx: Knex): Promise<void> {
      await trx('bulk_runs').where({ id }).update({ state: 'undone', undo_until: null });
    },
  };
}

export type BulkRunsRepository = ReturnType<typeof createBulkRunsRepository>;
