import type { Knex } from 'knex';

// Counters kept by statement-level triggers, in the same transaction as each write: a table of
// (keys → count) that a write moves by the rows it inserts, deletes or changes. Shared by the
// migrations that add one, so each states only what it counts. A counter that many writers share
// should then be moved at commit (applyAggregatesAtCommit in ./aggregates-at-commit.ts), as the
// existing ones are, so that no writer holds its rows for the rest of its transaction.

export interface StatementCounter {
  /** The trigger function's name; the triggers are named after it. */
  fn: string;
  /** The table whose writes move the counter. */
  table: string;
  /** The counter table. */
  aggregate: string;
  /** Its key columns with their types, as in CREATE TABLE. */
  columns: string;
  /** Its key columns, comma-separated. */
  keys: string;
  /** Its count column. */
  count: string;
  /** The keys of the rows of `rows` (a table or a transition table), one row per count. */
  source: (rows: string) => string;
}

const TRIGGERS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

/** A statement's deltas, always added in key order so that two writers cannot deadlock. */
function addDeltas({ aggregate, keys, count }: StatementCounter, rows: string): string {
  return `insert into ${aggregate} as s (${keys}, ${count})
    select ${keys}, sum(trg_sign) from (${rows}) changes
    group by ${keys} having sum(trg_sign) <> 0 order by ${keys}
    on conflict (${keys}) do update set ${count} = s.${count} + excluded.${count};`;
}

/** Creates the counter, fills it from the table, then adds its triggers. */
export async function createStatementCounter(knex: Knex, counter: StatementCounter) {
  const { fn, table, aggregate, columns, keys, count, source } = counter;
  await knex.raw(`lock table ${table} in share row exclusive mode`);
  await knex.raw(`create table ${aggregate} (${columns}, ${count} bigint not null,
    primary key (${keys})) with (fillfactor = 50)`);
  // Filled before the triggers exist, so the backfill is not counted twice.
  await knex.raw(`insert into ${aggregate} (${keys}, ${count})
    select ${keys}, count(*) from (${source(table)}) x group by ${keys}`);
  const signed = (sign: number, rows: string) =>
    `select ${sign} as trg_sign, x.* from (${source(rows)}) x`;
  const body = (rows: string) => addDeltas(counter, rows);
  await knex.raw(`create function ${fn}() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then ${body(signed(1, 'new_rows'))}
      elsif tg_op = 'DELETE' then ${body(signed(-1, 'old_rows'))}
      else ${body(`${signed(1, 'new_rows')} union all ${signed(-1, 'old_rows')}`)}
      end if;
      return null;
    end $fn$`);
  for (const [event, transition] of Object.entries(TRIGGERS))
    await knex.raw(`create trigger ${fn}_${event} after ${event} on ${table}
      referencing ${transition} for each statement execute function ${fn}()`);
  await knex.raw(`analyze ${aggregate}`);
}

export async function dropStatementCounter(knex: Knex, counter: StatementCounter) {
  for (const event of Object.keys(TRIGGERS))
    await knex.raw(`drop trigger if exists ${counter.fn}_${event} on ${counter.table}`);
  await knex.raw(`drop function if exists ${counter.fn}()`);
  await knex.raw(`drop table if exists ${counter.aggregate}`);
}
