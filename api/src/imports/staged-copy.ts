import { once } from 'node:events';
import type { Knex } from 'knex';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { stringify } from 'csv-stringify/sync';

/** One staged row, as COPY takes it. */
export interface StagedRow {
  line: number;
  raw: readonly string[];
  values: Record<string, unknown> | null;
  key: string | null;
  errors: readonly unknown[];
}

const COPY = `copy import_rows (import_id, line, raw, "values", key, action, errors)
  from stdin with (format csv)`;

/**
 * Writes staged rows with PostgreSQL COPY, as they come, on one connection: one statement for
 * the whole file, so a failure or a stop (`rows` throwing) stages nothing at all.
 */
export async function copyStagedRows(
  db: Knex,
  importId: number,
  rows: AsyncIterable<StagedRow[]>,
): Promise<void> {
  const client = (await db.client.acquireConnection()) as PoolClient;
  try {
    const copy = client.query(copyFrom(COPY));
    const done = once(copy, 'finish');
    // A failed COPY rejects this too; the failure is raised below, once, from `failure`.
    done.catch(() => undefined);
    // A failed COPY errors its stream: kept from being an unhandled error, raised below.
    let failure: unknown = null;
    copy.on('error', (error) => (failure ??= error));
    try {
      for await (const batch of rows) {
        if (failure) break;
        const text = stringify(
          batch.map((row) => [
            importId,
            row.line,
            JSON.stringify(row.raw),
            row.values ? JSON.stringify(row.values) : null,
            row.key,
            row.errors.length ? 'error' : 'create',
            JSON.stringify(row.errors),
          ]),
        );
        if (!copy.write(text)) await once(copy, 'drain');
      }
    } catch (error) {
      copy.destroy(error as Error);
      await once(copy, 'close').catch(() => undefined);
      throw error;
    }
    if (failure) throw failure;
    copy.end();
    await done;
    if (failure) throw failure;
  } finally {
    await db.client.releaseConnection(client);
  }
}
