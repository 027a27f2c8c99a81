import type { Knex } from 'knex';

// Unfiltered totals, the customer cards and the seven live counters used to be count(*) and
// sum() over whole tables on every request and after every write (bench/api-bench.ts, 100,000
// rows: /api/counts 319 req/s, customers page 1 120 req/s). They are now aggregates kept by
// statement-level triggers (transition tables: one update per statement, however many rows),
// so they commit or roll back with the write that changes them and cannot drift.
//
// Also kept on each customer, for the list's sort indexes: how many documents it has and its
// first authorised person (both were per-row subqueries, impossible to index).

/** counter name -> the rows of its table it counts. */
const COUNTERS: Record<string, { table: string; where: string }> = {
  customers: { table: 'customers', where: 'true' },
  customers_active: { table: 'customers', where: "status = 'Active'" },
  leads: { table: 'leads', where: 'true' },
  tickets: { table: 'tickets', where: 'true' },
  engineers: { table: 'users', where: "role = 'engineer'" },
  leaves: { table: 'leave_requests', where: "status = 'pending'" },
  notifications: { table: 'notifications', where: 'read_at is null' },
  customer_receivable: { table: 'receivables', where: "status <> 'paid'" },
};

const COUNTED_TABLES = [...new Set(Object.values(COUNTERS).map((c) => c.table))];

/** The first non-empty rate of a ticket: what the customer cards sum as revenue. */
const TICKET_AMOUNT =
  'coalesce(nullif(agreed_rate, 0), nullif(full_day_rate, 0), nullif(half_day_rate, 0), nullif(hourly_rate, 0))';

/** The changed rows of a statement, each with +1 (new row) or -1 (old row). */
const CHANGES: Record<'INSERT' | 'UPDATE' | 'DELETE', string> = {
  INSERT: 'select 1 as trg_sign, r.* from new_rows r',
  DELETE: 'select -1 as trg_sign, r.* from old_rows r',
  UPDATE:
    'select 1 as trg_sign, r.* from new_rows r union all select -1 as trg_sign, r.* from old_rows r',
};

/**
 * A plpgsql trigger function running `body(changes)` with the statement's changed rows. The
 * transition tables an event lacks are never referenced (plpgsql plans a branch on first use).
 */
function triggerFunction(name: string, body: (changes: string) => string): string {
  return `create function ${name}() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        ${body(CHANGES.INSERT)}
      elsif tg_op = 'DELETE' then
        ${body(CHANGES.DELETE)}
      else
        ${body(CHANGES.UPDATE)}
      end if;
      return null;
    end $fn$`;
}

/** Adds each counter's delta; counters that did not move are not touched (no row lock taken). */
function countersBody(table: string): (changes: string) => string {
  const names = Object.keys(COUNTERS)
    .filter((name) => COUNTERS[name]!.table === table)
    .sort();
  const deltas = names.map(
    (name) => `coalesce(sum(trg_sign) filter (where ${COUNTERS[name]!.where}), 0)`,
  );
  return (changes) => `
    declare
      names text[] := array[${names.map((n) => `'${n}'`).join(', ')}];
      deltas bigint[];
    begin
      select array[${deltas.join(', ')}] into deltas from (${changes}) changes;
      -- Always in the same (name) order, so two writers cannot deadlock on the counter rows.
      for i in 1 .. array_length(names, 1) loop
        if deltas[i] <> 0 then
          update counters set value = value + deltas[i] where name = names[i];
        end if;
      end loop;
    end;`;
}

/** Ticket count, rated ticket count and revenue per currency (the unfiltered customer cards). */
const ticketRevenueBody = (changes: string) => `
  insert into ticket_revenue as t (currency, tickets, rated, amount)
  select currency, sum(trg_sign), coalesce(sum(trg_sign) filter (where amount is not null), 0),
         coalesce(sum(trg_sign * amount), 0)
  from (select trg_sign, currency, ${TICKET_AMOUNT} as amount from (${changes}) changes) x
  group by currency
  having sum(trg_sign) <> 0 or coalesce(sum(trg_sign * amount), 0) <> 0
      or coalesce(sum(trg_sign) filter (where amount is not null), 0) <> 0
  order by currency
  on conflict (currency) do update
    set tickets = t.tickets + excluded.tickets, rated = t.rated + excluded.rated,
        amount = t.amount + excluded.amount;`;

const documentsCountBody = (changes: string) => `
  update customers c set documents_count = c.documents_count + d.delta
  from (select customer_id, sum(trg_sign) as delta from (${changes}) changes
        group by customer_id having sum(trg_sign) <> 0) d
  where c.id = d.customer_id;`;

const firstPersonBody = (changes: string) => `
  update customers c set first_person = fp.person_name
  from (select distinct customer_id from (${changes}) changes) a
  left join lateral (select p.person_name from customer_persons p where p.customer_id = a.customer_id
                     order by p.position, p.id limit 1) fp on true
  where c.id = a.customer_id and c.first_person is distinct from fp.person_name;`;

/** Functions and the tables whose writes run them. */
const TRIGGERS: { fn: string; table: string; body: (changes: string) => string }[] = [
  ...COUNTED_TABLES.map((table) => ({
    fn: `${table}_counters`,
    table,
    body: countersBody(table),
  })),
  { fn: 'tickets_revenue', table: 'tickets', body: ticketRevenueBody },
  { fn: 'customer_documents_count', table: 'customer_documents', body: documentsCountBody },
  { fn: 'customer_persons_first', table: 'customer_persons', body: firstPersonBody },
];

const EVENTS = { INSERT: 'ins', UPDATE: 'upd', DELETE: 'del' } as const;

/** Index name -> definition. Every list sort is (key, id), so ties page stably from the index. */
const INDEXES: Record<string, string> = {
  customers_lower_name_id_idx: 'customers (lower(name), id)',
  customers_type_id_idx: 'customers (type, id)',
  customers_status_id_idx: 'customers (status, id)',
  customers_created_at_id_idx: 'customers (created_at, id)',
  customers_documents_count_id_idx: 'customers (documents_count, id)',
  // first_person sorts empty last both ways: one index per direction.
  customers_first_person_asc_idx: 'customers (lower(first_person) asc nulls last, id asc)',
  customers_first_person_desc_idx: 'customers (lower(first_person) desc nulls last, id desc)',
  // The Document Filters (expiring, expired) range over expiry dates and need only the customer.
  customer_documents_expiry_customer_idx: 'customer_documents (expiry_date, customer_id)',
  users_engineer_username_idx: "users (username, id) where role = 'engineer'",
  users_engineer_email_idx: "users (email, id) where role = 'engineer'",
};

/** Single-column indexes the composite ones above replace: name -> definition (for down). */
const REPLACED: Record<string, string> = {
  customers_lower_name_index: 'customers (lower(name))',
  customers_created_at_index: 'customers (created_at)',
  customer_documents_expiry_date_index: 'customer_documents (expiry_date)',
};

const LOCKED_TABLES = [...COUNTED_TABLES, 'customer_documents', 'customer_persons'];

/**
 * Recomputes every aggregate from the rows (the migration's start; a repair tool if ever needed).
 * It locks the tables against writes first, so no write can slip between a count and its counter.
 */
const REFRESH = `create function refresh_aggregates() returns void language sql as $fn$
  lock table ${LOCKED_TABLES.join(', ')} in share row exclusive mode;
  update customers c set documents_count = coalesce(d.n, 0)
    from customers c2 left join (select customer_id, count(*)::int as n from customer_documents group by customer_id) d
      on d.customer_id = c2.id
    where c.id = c2.id and c.documents_count <> coalesce(d.n, 0);
  update customers c set first_person = fp.person_name
    from customers c2 left join lateral (select p.person_name from customer_persons p where p.customer_id = c2.id
                                         order by p.position, p.id limit 1) fp on true
    where c.id = c2.id and c.first_person is distinct from fp.person_name;
  delete from counters;
  insert into counters (name, value) values
    ${Object.entries(COUNTERS)
      .map(([name, c]) => `('${name}', (select count(*) from ${c.table} where ${c.where}))`)
      .join(',\n    ')};
  delete from ticket_revenue;
  insert into ticket_revenue (currency, tickets, rated, amount)
    select currency, count(*), count(${TICKET_AMOUNT}), coalesce(sum(${TICKET_AMOUNT}), 0)
    from tickets group by currency;
$fn$`;

export async function up(knex: Knex): Promise<void> {
  // No write may slip between the triggers' creation and the first computation.
  await knex.raw(`lock table ${LOCKED_TABLES.join(', ')} in share row exclusive mode`);
  // A counter row changes on every write of its table: leave room for in-page (HOT) updates.
  await knex.raw(
    'create table counters (name text primary key, value bigint not null) with (fillfactor = 50)',
  );
  await knex.raw(`create table ticket_revenue (
    currency text primary key,
    tickets bigint not null,
    rated bigint not null,
    amount numeric(20, 2) not null
  ) with (fillfactor = 50)`);
  await knex.raw(
    'alter table customers add column documents_count integer not null default 0, add column first_person text',
  );
  await knex.raw(REFRESH);
  // Computed before the triggers exist, so the backfill's updates do not run them.
  await knex.raw('select refresh_aggregates()');

  for (const { fn, table, body } of TRIGGERS) {
    await knex.raw(triggerFunction(fn, body));
    for (const [event, suffix] of Object.entries(EVENTS)) {
      const transition =
        event === 'INSERT'
          ? 'new table as new_rows'
          : event === 'DELETE'
            ? 'old table as old_rows'
            : 'old table as old_rows new table as new_rows';
      await knex.raw(
        `create trigger ${fn}_${suffix} after ${event.toLowerCase()} on ${table}
         referencing ${transition} for each statement execute function ${fn}()`,
      );
    }
  }

  for (const name of Object.keys(REPLACED)) await knex.raw(`drop index if exists ${name}`);
  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  await knex.raw('analyze counters, ticket_revenue, customers, customer_documents, users');
}

export async function down(knex: Knex): Promise<void> {
  for (const name of Object.keys(INDEXES)) await knex.raw(`drop index if exists ${name}`);
  for (const [name, definition] of Object.entries(REPLACED))
    await knex.raw(`create index if not exists ${name} on ${definition}`);
  for (const { fn, table } of TRIGGERS) {
    for (const suffix of Object.values(EVENTS))
      await knex.raw(`drop trigger if exists ${fn}_${suffix} on ${table}`);
    await knex.raw(`drop function if exists ${fn}()`);
  }
  await knex.raw('drop function if exists refresh_aggregates()');
  await knex.raw('alter table customers drop column first_person, drop column documents_count');
  await knex.raw('drop table ticket_revenue');
  await knex.raw('drop table counters');
}
