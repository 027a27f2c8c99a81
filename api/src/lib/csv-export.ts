import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvLine } from './csv-text';

// The CSV exports: the rows come from the area's repository (`exportRows`, a cursor read a batch
// at a time, repositories/export-cursor.ts) and are streamed out as they arrive, so a large
// export never sits whole in memory.

type Row = Record<string, unknown>;

export interface CsvColumn {
  /** The row's field. */
  key: string;
  header: string;
}

/** Rows are written out this many at a time: one chunk, and one socket write, per batch. */
const BATCH = 500;

/**
 * The CSV text of `source`, header line first, a batch of rows per chunk. Written a row per
 * chunk, a hundred-row download made a hundred socket writes, most of its cost.
 */
async function* csvChunks(
  source: AsyncIterable<Row>,
  columns: readonly CsvColumn[],
  shape: ((row: Row) => Row) | undefined,
): AsyncGenerator<string> {
  // Each row's cells are read by accessors made once: a key may name a nested object's field
  // (`compliance.urgency`).
  const cells = columns.map(({ key }) => cellOf(key));
  let text = csvLine(columns.map((c) => c.header));
  let rows = 0;
  for await (const row of source) {
    const fields = shape ? shape(row) : row;
    text += csvLine(cells.map((cell) => cell(fields)));
    if (++rows < BATCH) continue;
    yield text;
    [text, rows] = ['', 0];
  }
  if (text !== '') yield text;
}

/** Reads a column's value from a row: its own field, or a nested object's (`object.field`). */
function cellOf(key: string): (row: Row) => unknown {
  const [first, ...rest] = key.split('.');
  if (rest.length === 0) return (row) => row[key];
  return (row) =>
    key in row
      ? row[key]
      : rest.reduce<unknown>(
          (value, part) => (value as Row | null | undefined)?.[part],
          row[first!],
        );
}

/**
 * A CSV stream (header line first) of `rows`, in `columns` order; `shape` turns a row into its
 * CSV fields when SQL alone cannot (a sentence, a formatted value). A download cancelled
 * half-way destroys the stream (the reply does), which closes `rows`: a cursor's transaction
 * ends and its pooled connection goes back.
 */
export function csvStream(
  source: AsyncIterable<Row>,
  columns: readonly CsvColumn[],
  shape?: (row: Row) => Row,
): Readable {
  return Readable.from(csvChunks(source, columns, shape), { objectMode: false });
}

/**
 * The whole of `csv` when it is one chunk (every export of up to a batch of rows, most of them),
 * else the stream again, from its start. A body sent whole goes out in one write with its
 * length; streamed, each chunk was its own chunked write, which cost a 100-row export a fifth of
 * its Node time.
 */
async function wholeIfOneChunk(csv: Readable): Promise<string | Readable> {
  const chunks = csv[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const first = await chunks.next();
  if (first.done) return '';
  const second = await chunks.next();
  if (second.done) return String(first.value);
  return Readable.from(
    (async function* () {
      try {
        yield first.value;
        yield second.value;
        for (let next = await chunks.next(); !next.done; next = await chunks.next())
          yield next.value;
      } finally {
        // A cancelled download ends here: ending the first stream closes its rows' cursor.
        await chunks.return?.();
      }
    })(),
    { objectMode: false },
  );
}

/** Answers `csv` as the download `name` (the route's schema declares only its errors). */
export async function sendCsv(
  reply: FastifyReply,
  name: string,
  csv: Readable,
): Promise<FastifyReply> {
  const body = await wholeIfOneChunk(csv);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
