import type { Knex } from 'knex';

// Aggregates moved at commit instead of at each statement.
//
// A statement trigger that adds its deltas to a shared aggregate row (the `counters` row
// 'leads', the per-status totals) locks that row until its transaction ends. Every other writer
// of the same kind then waits for the whole of that transaction: an ordinary write for the rest
// of another's round trips, and every write for the whole of an import or bulk batch that holds
// the row for seconds.
//
// Here each trigger adds its deltas to a queue instead: an UNLOGGED twin of the aggregate
// (`<aggregate>_queued`, the same columns plus the writing transaction), which nobody else
// reads or locks. A deferred constraint trigger on each queue applies the transaction's deltas
// at commit, every aggregate in one fixed order and each in key order, so the rows are held only
// for the commit itself and two writers cannot deadlock on them. Unlogged, because nothing in a
// queue outlives its transaction: a crash loses only queues of transactions that never
// committed. Within the writing transaction an aggregate does not yet show its own writes;
// nothing reads one there (the counts are announced after commit).

const PENDING = 'trellis.aggregates_pending';

/** The trigger functions' statements that move an aggregate row at once. */
const UPSERT =
  /insert into (\w+) as (\w+)(\s*)\(([^)]*)\)([\s\S]*?)\s+on conflict \(([^)]*)\) do update\s+set [^;]*;/g;
const COUNTERS_UPDATE = 'update counters set value = value + deltas[i] where name = names[i];';

/** The same statements adding to the queues. */
const QUEUED_UPSERT =
  /insert into (\w+)_queued as (\w+)(\s*)\(([^)]*)\)([\s\S]*?);\s*perform aggregate_delta_queued\('\w+'\);/g;
const COUNTERS_QUEUED =
  "insert into counters_queued (name, value) values (names[i], deltas[i]); perform aggregate_delta_queued('counters');";

interface Aggregate {
  name: string;
  keys: string[];
  deltas: string[];
}

const functionDefinition = async (knex: Knex, fn: string): Promise<string> =>
  (
    await knex.raw<{ rows: { def: string }[] }>('select pg_get_functiondef(?::regproc) as def', [
      fn,
    ])
  ).rows[0]!.def;

async function aggregateColumns(knex: Knex, name: string): Promise<Aggregate> {
  const { rows } = await knex.raw<{ rows: { column: string; key: boolean }[] }>(
    `select a.attname as column, a.attnum = any(c.conkey) as key
       from pg_attribute a join pg_constraint c on c.conrelid = a.attrelid and c.contype = 'p'
      where a.attrelid = ?::regclass and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [name],
  );
  return {
    name,
    keys: rows.filter((r) => r.key).map((r) => r.column),
    deltas: rows.filter((r) => !r.key).map((r) => r.column),
  };
}

const additions = ({ deltas }: Aggregate, alias: string) =>
  deltas.map((c) => `${c} = ${alias}.${c} + excluded.${c}`).join(', ');

/** Adds the transaction's queued deltas of `aggregate` to it, in key order, and empties its queue. */
function applyStatement(aggregate: Aggregate): string {
  const { name, keys, deltas } = aggregate;
  const columns = [...keys, ...deltas].join(', ');
  return `if position(',${name},' in pending) > 0 then
      with q as (delete from ${name}_queued where tx = pg_current_xact_id() returning ${columns})
      insert into ${name} as a (${columns})
      select ${keys.join(', ')}, ${deltas.map((c) => `sum(${c})`).join(', ')} from q
      group by ${keys.join(', ')}
      having ${deltas.map((c) => `sum(${c}) <> 0`).join(' or ')}
      order by ${keys.join(', ')}
      on conflict (${keys.join(', ')}) do update set ${additions(aggregate, 'a')};
    end if;`;
}

/** The aggregates that have a queue, by name: the order in which every commit locks them. */
async function queuedAggregates(knex: Knex): Promise<Aggregate[]> {
  const { rows } = await knex.raw<{ rows: { name: string }[] }>(
    `select substr(c.relname, 1, length(c.relname) - length('_queued')) as name
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = c.relname || '_apply' order by 1`,
  );
  return Promise.all(rows.map((r) => aggregateColumns(knex, r.name)));
}

/** (Re)writes the function that applies every queue at commit, over the queues there are now. */
async function writeApply(knex: Knex): Promise<void> {
  const aggregates = await queuedAggregates(knex);
  await knex.raw(`create or replace function aggregate_deltas_apply() returns void
    language plpgsql as $fn$
    declare
      pending text := coalesce(current_setting('${PENDING}', true), '');
    begin
      if pending = '' then
        return;
      end if;
      perform set_config('${PENDING}', '', true);
      ${aggregates.map(applyStatement).join('\n      ')}
    end $fn$`);
}

const HELPERS = [
  // Notes which aggregates the transaction queued deltas for, so that the commit visits those.
  `create or replace function aggregate_delta_queued(aggregate text) returns void
    language plpgsql as $fn$
    declare
      pending text := coalesce(current_setting('${PENDING}', true), '');
    begin
      if position(',' || aggregate || ',' in pending) = 0 then
        perform set_config('${PENDING}', pending || ',' || aggregate || ',', true);
      end if;
    end $fn$`,
  // The queues' deferred trigger: the transaction's first queued row applies them all; the
  // rest find nothing pending and return. A transaction that wrote audit rows applies them
  // from its seal instead, after the chain's lock (migration 20261129200000).
  `create or replace function aggregate_deltas_at_commit() returns trigger
    language plpgsql as $fn$
    begin
      if current_setting('trellis.audit_pending', true) = 'on' then
        return null;
      end if;
      perform aggregate_deltas_apply();
      return null;
    end $fn$`,
];

/**
 * Moves the aggregates that the trigger functions `fns` keep to commit time: gives each of their
 * aggregates a queue and rewrites each function to add to the queue instead. A function that no
 * longer has the shape this rewrites fails the migration rather than being left half done.
 */
export async function applyAggregatesAtCommit(knex: Knex, fns: readonly string[]): Promise<void> {
  for (const sql of HELPERS) await knex.raw(sql);
  const created = new Set<string>();
  // A queue may be there already: another kind adds to it too (`counters`).
  const queue = async (name: string) => {
    if (created.has(name)) return;
    created.add(name);
    await knex.raw(`create unlogged table if not exists ${name}_queued (
      tx xid8 not null default pg_current_xact_id(), like ${name})`);
    await knex.raw(`create index if not exists ${name}_queued_tx_idx on ${name}_queued (tx)`);
    const { rows } = await knex.raw<{ rows: unknown[] }>(
      'select 1 from pg_trigger where tgname = ?',
      [`${name}_queued_apply`],
    );
    if (rows.length === 0)
      await knex.raw(`create constraint trigger ${name}_queued_apply after insert on ${name}_queued
        deferrable initially deferred for each row execute function aggregate_deltas_at_commit()`);
  };
  for (const fn of fns) {
    const before = await functionDefinition(knex, fn);
    const names = new Set<string>();
    let after = before.replace(UPSERT, (_all, name: string, alias, space, columns, rows) => {
      names.add(name);
      return `insert into ${name}_queued as ${alias}${space}(${columns})${rows};
  perform aggregate_delta_queued('${name}');`;
    });
    if (after.includes(COUNTERS_UPDATE)) {
      names.add('counters');
      after = after.replaceAll(COUNTERS_UPDATE, COUNTERS_QUEUED);
    }
    if (names.size === 0) throw new Error(`${fn} moves no aggregate this can queue`);
    for (const name of names) await queue(name);
    await knex.raw(after);
  }
  await writeApply(knex);
}

/** Undoes applyAggregatesAtCommit for `fns`: each moves its aggregates at once again. */
export async function applyAggregatesAtOnce(knex: Knex, fns: readonly string[]): Promise<void> {
  const dropped = new Set<string>();
  for (const fn of fns) {
    const before = await functionDefinition(knex, fn);
    let after = before.replaceAll(COUNTERS_QUEUED, COUNTERS_UPDATE);
    if (after !== before) dropped.add('counters');
    const upserts: [string, string][] = [];
    for (const match of after.matchAll(QUEUED_UPSERT)) {
      const aggregate = await aggregateColumns(knex, match[1]!);
      upserts.push([
        match[0],
        `insert into ${match[1]} as ${match[2]}${match[3]}(${match[4]})${match[5]}
  on conflict (${aggregate.keys.join(', ')}) do update set ${additions(aggregate, match[2]!)};`,
      ]);
      dropped.add(match[1]!);
    }
    for (const [queued, upsert] of upserts) after = after.replace(queued, upsert);
    await knex.raw(after);
  }
  // A queue goes once no trigger function adds to it any more (several share `counters`).
  for (const name of dropped) {
    const { rows } = await knex.raw<{ rows: unknown[] }>(
      'select 1 from pg_proc where prosrc like ? limit 1',
      [`%insert into ${name}_queued %`],
    );
    if (rows.length === 0) await knex.raw(`drop table if exists ${name}_queued`);
  }
  await writeApply(knex);
}
