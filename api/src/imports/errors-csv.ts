import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { IMPORT_ERROR_COLUMN } from '@trellis/contracts';
import { csvStream } from '../lib/csv-export';
import { cursorRows } from '../repositories/export-cursor';
import type { ImportRow } from '../repositories/import-row';

/**
 * The rows with errors as the file had them, under its own headers, with an Error column that
 * names each problem ("Account email: Please enter a valid email"): fixed in the spreadsheet,
 * the file imports again as it is.
 */
export async function importErrorsCsv(db: Knex, row: ImportRow): Promise<Readable> {
  const rows = cursorRows(db, {
    sql: `select raw, (select string_agg(coalesce(e->>'column' || ': ', '') || (e->>'message'), '; ')
                       from jsonb_array_elements(errors) e) as error
          from import_rows where import_id = ? and action = 'error' order by line`,
    bindings: [row.id],
  });
  const width = row.headers.length;
  const columns = [
    ...row.headers.map((header, index) => ({
      key: String(index),
      header: header || `Column ${index + 1}`,
    })),
    { key: 'error', header: IMPORT_ERROR_COLUMN },
  ];
  return csvStream(rows, columns, (record) => {
    const raw = record.raw as string[];
    const cells: Record<string, unknown> = { error: record.error };
    for (let index = 0; index < width; index += 1) cells[String(index)] = raw[index] ?? '';
    return cells;
  });
}
