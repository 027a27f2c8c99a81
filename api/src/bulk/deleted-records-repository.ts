import type { Knex } from 'knex';
import type { RecordGraph } from './record-graphs';

/** A deleted record's rows, by table, and the rows elsewhere whose link to it was cleared. */
export interface RecordSnapshot {
  rows: Record<string, Record<string, unknown>[]>;
  /** `<table>.<column>` -> the ids of the rows whose column named the record. */
  links: Record<string, number[]>;
}

/** What a bulk delete kept of one record until its undo window closes. */
export interface KeptRecord {
  runId: number;
  entity: string;
  recordId: number;
  snapshot: RecordSnapshot;
  /** The files the delete freed: still stored, and deleted only when the snapshot is purged. */
  fileIds: readonly number[];
}

/** Snapshots purged per statement, as housekeeping deletes its other rows. */
export const PURGE_BATCH = 1000;

const linkName = (link: { table: string; key: string }) => `${link.table}.${link.key}`;

/**
 * The snapshots bulk deletes keep for Undo. Rows go in and out of JSON inside PostgreSQL
 * (`to_jsonb`, `jsonb_populate_recordset`), so every column comes back with its own type.
 */
export function createDeletedRecordsRepository() {
  /** The rows of `graph` whose `column` is one of `ids`; the record's own row locked. */
  async function rowsOf(
    trx: Knex,
    graph: RecordGraph,
    column: string,
    ids: number[],
    lock: boolean,
  ) {
    if (ids.length === 0) return [];
    const { rows } = await trx.raw<{ rows: { row: Record<string, unknown> }[] }>(
      `select to_jsonb(t) - ?::text[] as row from ?? t where ?? = any(?::int[]) order by t.id
       ${lock ? 'for update of t' : ''}`,
      [[...(graph.derived ?? [])], graph.table, column, ids],
    );
    return rows.map((r) => r.row);
  }

  async function insertRows(trx: Knex, part: RecordGraph, rows: Record<string, unknown>[]) {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0]!);
    const nullable = part.nullable ?? {};
    const values = columns.map((column) =>
      nullable[column]
        ? trx.raw('(select r.id from ?? r where r.id = x.??)', [nullable[column], column])
        : trx.raw('x.??', [column]),
    );
    await trx.raw(
      `insert into ?? (${columns.map(() => '??').join(', ')})
       select ${values.map(() => '?').join(', ')} from jsonb_populate_recordset(null::??, ?::jsonb) x`,
      [part.table, ...columns, ...values, part.table, JSON.stringify(rows)],
    );
  }

  return {
    /** Everything `graph` says the record's delete removes or unlinks; undefined when it is gone. */
    async snapshot(graph: RecordGraph, id: number, trx: Knex): Promise<RecordSnapshot | undefined> {
      const snapshot: RecordSnapshot = { rows: {}, links: {} };
      const collect = async (part: RecordGraph, column: string, ids: number[], lock: boolean) => {
        const rows = await rowsOf(trx, part, column, ids, lock);
        snapshot.rows[part.table] = rows;
        const own = rows.map((row) => row.id as number);
        for (const child of part.children ?? []) await collect(child, child.key, own, false);
      };
      await collect(graph, 'id', [id], true);
      if (snapshot.rows[graph.table]!.length === 0) return undefined;
      for (const link of graph.nulled ?? [])
        snapshot.links[linkName(link)] = await trx(link.table)
          .where(link.key, id)
          .orderBy('id')
          .pluck('id');
      return snapshot;
    },

    /**
     * Puts the rows back with their own ids, parents before children, and points the cleared
     * links at the record again where nothing else has taken them. A row whose id or unique key
     * was taken since, or whose parent is gone (a customer of a ticket), fails with the
     * database's error.
     */
    async restore(graph: RecordGraph, id: number, snapshot: RecordSnapshot, trx: Knex) {
      const put = async (part: RecordGraph) => {
        await insertRows(trx, part, snapshot.rows[part.table] ?? []);
        for (const child of part.children ?? []) await put(child);
      };
      await put(graph);
      for (const link of graph.nulled ?? []) {
        const ids = snapshot.links[linkName(link)] ?? [];
        if (ids.length > 0)
          await trx(link.table)
            .whereIn('id', ids)
            .whereNull(link.key)
            .update({ [link.key]: id });
      }
    },

    async keep(record: KeptRecord, trx: Knex): Promise<void> {
      await trx('bulk_deleted_records').insert({
        run_id: record.runId,
        record_id: record.recordId,
        entity: record.entity,
        snapshot: JSON.stringify(record.snapshot),
        file_ids: trx.raw('?::int[]', [record.fileIds as number[]]),
      });
    },

    /** The record's snapshot, taken out of the run's keeping; undefined when there is none. */
    async take(runId: number, recordId: number, trx: Knex): Promise<RecordSnapshot | undefined> {
      const [row] = await trx('bulk_deleted_records')
        .where({ run_id: runId, record_id: recordId })
        .delete()
        .returning('snapshot');
      return (row as { snapshot: RecordSnapshot } | undefined)?.snapshot;
    },

    /**
     * Deletes at most PURGE_BATCH snapshots that no Undo can use any more, and the files they
     * kept: their run's window has closed (or it ended without one), or it was undone long
     * enough ago that its undo has finished (its records refused stay until then). A run an
     * undo holds is skipped. A restored record's snapshot is already gone, so no file a record
     * uses is ever purged. Answers how many snapshots.
     */
    async purge(now: Date, trx: Knex): Promise<number> {
      const { rows } = await trx.raw<{ rows: { purged: number }[] }>(
        `with runs as (
           select id from bulk_runs
            where id in (select distinct run_id from bulk_deleted_records)
              and ((state in ('done', 'cancelled') and (undo_until is null or undo_until <= ?))
                   or (state = 'undone' and created_at <= ?::timestamptz - interval '2 days'))
              for update skip locked
         ), gone as (
           delete from bulk_deleted_records
            where (run_id, record_id) in (select run_id, record_id from bulk_deleted_records
                                           where run_id in (select id from runs)
                                           limit ${PURGE_BATCH})
            returning file_ids
         ), files_gone as (
           delete from files where id in (select unnest(file_ids) from gone)
         )
         select count(*)::int as purged from gone`,
        [now, now],
      );
      return rows[0]!.purged;
    },
  };
}

export type DeletedRecordsRepository = ReturnType<typeof createDeletedRecordsRepository>;
