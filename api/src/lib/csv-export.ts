import { Readable, type Transform } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Knex } from 'knex';
import { stringify } from 'csv-stringify';

// The CSV exports: exactly the filtered rows, streamed. The rows come
// from a server-side cursor in one read-only transaction (one consistent snapshot however long
// the download takes), a batch at a time, so a large export never sits whole in memory.

const BATCH = 500;

type Row = Record<string, unknown>;

/** The rows of `sql`, a batch at a time; the transaction ends when the reader stops or fails. */
async function* cursorRows(
  db: Knex,
  sql: string,
  bindings: readonly Knex.RawBinding[],
): AsyncGenerator<Row> {
  const trx = await db.transaction(undefined, {
    isolationLevel: 'repeatable read',
    readOnly: true,
  });
  try {
    await trx.raw(`declare export_rows no scroll cursor for ${sql}`, bindings);
    for (;;) {
      const { rows } = (await trx.raw(`fetch ${BATCH} from export_rows`)) as {
        rows: Record<string, unknown>[];
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

export interface CsvColumn {
  /** The row's field. */
  key: string;
  header: string;
}

async function* shaped(rows: AsyncGenerator<Row>, shape: (row: Row) => Row) {
  for await (const row of rows) yield shape(row);
}

/**
 * A CSV stream (header line first) of the rows `sql` selects, in `columns` order; `shape` turns
 * a row into its CSV fields when SQL alone cannot (a sentence, a formatted value).
 */
export function csvStream(
  db: Knex,
  sql: string,
  bindings: readonly Knex.RawBinding[],
  columns: readonly CsvColumn[],
  shape?: (row: Row) => Row,
): Transform {
  const csv = stringify({ header: true, columns: columns.map((c) => ({ ...c })) });
  const source = cursorRows(db, sql, bindings);
  const rows = Readable.from(shape ? shaped(source, shape) : source);
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

/** Answers `csv` as the download `name` (the route's schema declares only its errors). */
export function sendCsv(reply: FastifyReply, name: string, csv: Transform): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
