import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Knex } from 'knex';
import { IMPORT_KIND_RULES, IMPORT_MESSAGES, type ImportKind } from '@trellis/contracts';
import { fileRows } from './file-rows';
import { IMPORT_TARGETS } from './import-kinds';
import { rowChecker } from './row-values';
import { copyStagedRows, type StagedRow } from './staged-copy';

/** Rows per COPY write, and how often the stager reports and looks for a stop. */
const BATCH = 2000;
/**
 * Rows checked between two turns of the event loop. Checking is synchronous (about 60 µs a row)
 * and a file's rows arrive a buffer at a time, so without a pause a request to this process
 * would wait behind a whole buffer of rows; this many take about a millisecond.
 */
const ROWS_PER_TURN = 20;

export interface StageRequest {
  importId: number;
  kind: ImportKind;
  path: string;
  /** The workbook sheet to read; null for a CSV file. */
  sheet: string | null;
  headers: readonly string[];
  mapping: readonly (string | null)[];
  /** Called after each batch with the rows read; answers false to stop. */
  goOn(rowsRead: number): Promise<boolean>;
}

/** Thrown when the import was asked to stop while its file was read. */
export class ImportStopped extends Error {}

/** The file column each field was mapped from (null: none). */
const columnsOf = (request: StageRequest) => (field: string) => {
  const index = request.mapping.indexOf(field);
  return index === -1 ? null : (request.headers[index] ?? null);
};

/**
 * The file's data rows, checked, in batches (the header row skipped), each batch with what its
 * kind finds in other lists (a lead's customer).
 */
async function* checkedBatches(db: Knex, request: StageRequest): AsyncGenerator<StagedRow[]> {
  const check = rowChecker(request.kind, request.headers, request.mapping);
  const target = IMPORT_TARGETS[request.kind];
  const resolved = async (rows: StagedRow[]) => {
    await target.resolveBatch?.(db, rows, columnsOf(request));
    return rows;
  };
  let batch: StagedRow[] = [];
  let read = 0;
  let line = 0;
  for await (const cells of fileRows(request.path, request.sheet)) {
    line += 1;
    if (line === 1) continue;
    if (line % ROWS_PER_TURN === 0) await nextTurn();
    const { values, errors } = check(line, cells);
    batch.push({
      line,
      raw: cells,
      values,
      key: values ? target.keyOf(values) : null,
      errors: errors ?? [],
    });
    if (batch.length === BATCH) {
      read += batch.length;
      yield await resolved(batch);
      batch = [];
      if (!(await request.goOn(read))) throw new ImportStopped();
    }
  }
  if (batch.length) yield await resolved(batch);
}

/**
 * Reads the file into the staging table, each row checked on its own, then checks the rows as a
 * set: a record named twice in the file is an error on its later lines, and a record that exists
 * already is an update rather than a create.
 */
export async function stageImport(db: Knex, request: StageRequest): Promise<void> {
  await copyStagedRows(db, request.importId, checkedBatches(db, request));
  const target = IMPORT_TARGETS[request.kind];
  const columnOf = columnsOf(request);
  const keyColumn = columnOf(IMPORT_KIND_RULES[request.kind].key[0]!);
  // Fresh statistics: the staged rows are new, and the planner would otherwise guess a handful
  // and join them row by row (minutes at 30,000 rows instead of a second).
  await db.raw('analyze import_rows');
  await target.resolveStaged?.(db, request.importId, columnOf);
  await db.raw(
    `update import_rows r set action = 'error',
       errors = jsonb_build_array(jsonb_build_object('line', r.line, 'column', ?::text,
         'message', replace(?, '{line}', d.first::text)))
     from (select line, min(line) over (partition by key) as first from import_rows
           where import_id = ? and action = 'create' and key is not null) d
     where r.import_id = ? and r.line = d.line and d.line > d.first`,
    [
      keyColumn,
      IMPORT_MESSAGES.duplicateInFile(0).replace('0', '{line}'),
      request.importId,
      request.importId,
    ],
  );
  await db.raw(
    `update import_rows r set action = 'update', target_id = m.id
     from (select min(t.id) as id, ${target.keySql} as key from ${target.table} t
           where ${target.keySql} in (select key from import_rows where import_id = ? and action = 'create')
             ${target.scopeSql ? `and ${target.scopeSql}` : ''}
           group by 2) m
     where r.import_id = ? and r.action = 'create' and r.key = m.key`,
    [request.importId, request.importId],
  );
}
