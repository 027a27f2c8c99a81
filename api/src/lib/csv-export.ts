import { pipeline, Readable, type Transform } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';

// The CSV exports: the rows come from the area's repository (`exportRows`, a cursor read a batch
// at a time, repositories/export-cursor.ts) and are streamed out as they arrive, so a large
// export never sits whole in memory.

type Row = Record<string, unknown>;

export interface CsvColumn {
  /** The row's field. */
  key: string;
  header: string;
}

async function* shaped(rows: AsyncIterable<Row>, shape: (row: Row) => Row) {
  for await (const row of rows) yield shape(row);
}

/**
 * A CSV stream (header line first) of `rows`, in `columns` order; `shape` turns a row into its
 * CSV fields when SQL alone cannot (a sentence, a formatted value).
 */
export function csvStream(
  source: AsyncIterable<Row>,
  columns: readonly CsvColumn[],
  shape?: (row: Row) => Row,
): Transform {
  // A cell that begins with =, +, -, @, tab or CR would run as a formula when the file is opened
  // in a spreadsheet: csv-stringify prefixes it with a quote (numbers stay numbers).
  const csv = stringify({
    header: true,
    columns: columns.map((c) => ({ ...c })),
    escape_formulas: true,
  });
  const rows = Readable.from(shape ? shaped(source, shape) : source);
  // Not `pipe`: a download cancelled half-way destroys the CSV stream (the reply does), and only
  // a pipeline passes that back to the rows, closing their cursor's transaction and giving its
  // pooled connection back. A failure of the rows reaches the reply through the CSV stream.
  pipeline(rows, csv, () => undefined);
  return csv;
}

/** Answers `csv` as the download `name` (the route's schema declares only its errors). */
export function sendCsv(reply: FastifyReply, name: string, csv: Transform): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
