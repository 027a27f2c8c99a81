import type { Knex } from 'knex';
import { runStatement, type ListStatement } from './prepared';

// The CSV exports' rows: exactly the filtered rows, from a server-side cursor in one read-only
// transaction (one consistent snapshot however long the download takes), a batch at a time, so
// a large export never sits whole in memory. Most exports are a page or two of rows: those are
// read in one statement, one round trip instead of the cursor's five.

const BATCH = 500;

export type ExportRow = Record<string, unknown>;

/**
 * The rows of `statement` (a select ending in its order, with no limit): at most a batch at
 * once, read whole; more, a batch at a time through a cursor, whose transaction ends when the
 * reader stops or fails.
 */
export async function* cursorRows(
  db: Knex,
  { sql, bindings, planEachCall }: ListStatement,
): AsyncGenerator<ExportRow> {
  // Prepared as the list's own statement is (a batch's worth of a statement planned afresh cost
  // a third of its PostgreSQL time), unless it must be planned for its values.
  const { rows: head } = await runStatement<{ rows: ExportRow[] }>(db, {
    sql: `${sql} limit ${BATCH + 1}`,
    bindings,
    planEachCall,
  });
  if (head.length <= BATCH) return yield* head;
  // More than a batch: read again, all of it, in one snapshot.
  const trx = await db.transaction(undefined, {
    isolationLevel: 'repeatable read',
    readOnly: true,
  });
  try {
    await trx.raw(`declare export_rows no scroll cursor for ${sql}`, bindings);
    for (;;) {
      const { rows } = (await trx.raw(`fetch ${BATCH} from export_rows`)) as {
        rows: ExportRow[];
      };
      if (rows.length === 0) break;
      yield* rows;
    }
    await trx.commit();
  } finally {
    // A reader that stopped early (the download was cancelled) or a failure: nothing to keep.
    if (!trx.isCompleted()) await trx.rollback().catch(() => undefined);
  }
}
