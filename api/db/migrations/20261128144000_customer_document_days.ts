import type { Knex } from 'knex';

// The Document Filters' cards summed the copies of each matching customer's figures on its
// documents (migration 20261128140000): one index entry a match, 1,300 for the expired filter at
// 100,000 customers, about half a millisecond a request however narrow the page. They now come
// from sums per expiry date, kept by a statement trigger on customer_documents: a range of
// dates reads a row per date and currency instead of a row per customer.
//
// A document row counts towards the sums of its (expiry date, previous expiry date) with its
// customer's figures: the same key the filters use to count each customer once (its first
// document in a range is the one whose previous dated document falls before the range). Every
// change of a document's date, of its previous date or of the figures it carries is an update
// of the document row, so the trigger sees each as an old row taken out and a new row put in.
// A document without a previous date is keyed with -infinity (a key column cannot be null).

/** A document row's contributions: its customer (currency ''), and each currency of revenue. */
const CONTRIBUTIONS = (rows: string, sign: number) => `
  select r.expiry_date, coalesce(r.previous_expiry, '-infinity'::date) as previous_expiry,
         '' as currency, ${sign} as customers, ${sign} * r.customer_active::int as active,
         ${sign} * r.customer_tickets as tickets, 0::numeric as amount
  from ${rows} r where r.expiry_date is not null
  union all
  select r.expiry_date, coalesce(r.previous_expiry, '-infinity'::date), e.key, ${sign}, 0, 0,
         ${sign} * e.value::numeric
  from ${rows} r cross join lateral jsonb_each_text(r.customer_revenue) e
  where r.expiry_date is not null`;

const CHANGES = {
  INSERT: CONTRIBUTIONS('new_rows', 1),
  DELETE: CONTRIBUTIONS('old_rows', -1),
  UPDATE: `${CONTRIBUTIONS('new_rows', 1)} union all ${CONTRIBUTIONS('old_rows', -1)}`,
} as const;

/** Adds the statement's net contributions, in key order (two writers cannot deadlock). */
const daysBody = (changes: string) => `
  insert into customer_document_days as t
    (expiry_date, previous_expiry, currency, customers, active, tickets, amount)
  select expiry_date, previous_expiry, currency, sum(customers), sum(active), sum(tickets),
         sum(amount)
  from (${changes}) c
  group by expiry_date, previous_expiry, currency
  having sum(customers) <> 0 or sum(active) <> 0 or sum(tickets) <> 0 or sum(amount) <> 0
  order by expiry_date, previous_expiry, currency
  on conflict (expiry_date, previous_expiry, currency) do update
    set customers = t.customers + excluded.customers, active = t.active + excluded.active,
        tickets = t.tickets + excluded.tickets, amount = t.amount + excluded.amount;`;

const DAYS_FUNCTION = `create function customer_document_days() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'INSERT' then
      ${daysBody(CHANGES.INSERT)}
    elsif tg_op = 'DELETE' then
      ${daysBody(CHANGES.DELETE)}
    else
      ${daysBody(CHANGES.UPDATE)}
    end if;
    return null;
  end $fn$`;

const TRANSITIONS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

export async function up(knex: Knex): Promise<void> {
  // No write may slip between the sums' first computation and the trigger that keeps them.
  await knex.raw('lock table customer_documents in share row exclusive mode');
  // Read by ranges of dates from the key alone; a date's row changes with every write of its
  // documents' figures: room for in-page updates.
  await knex.raw(`create table customer_document_days (
    expiry_date date not null,
    previous_expiry date not null,
    currency text not null,
    customers integer not null,
    active integer not null,
    tickets integer not null,
    amount numeric not null,
    primary key (expiry_date, previous_expiry, currency) include (customers, active, tickets, amount)
  ) with (fillfactor = 70)`);
  await knex.raw(`insert into customer_document_days
      (expiry_date, previous_expiry, currency, customers, active, tickets, amount)
    select expiry_date, previous_expiry, currency, sum(customers), sum(active), sum(tickets),
           sum(amount)
    from (${CONTRIBUTIONS('customer_documents', 1)}) c
    group by expiry_date, previous_expiry, currency`);
  await knex.raw(DAYS_FUNCTION);
  for (const [event, transition] of Object.entries(TRANSITIONS))
    await knex.raw(`create trigger customer_document_days_${event.slice(0, 3)} after ${event}
      on customer_documents referencing ${transition} for each statement
      execute function customer_document_days()`);
  await knex.raw('analyze customer_document_days');
}

export async function down(knex: Knex): Promise<void> {
  for (const event of Object.keys(TRANSITIONS))
    await knex.raw(`drop trigger if exists customer_document_days_${event.slice(0, 3)}
      on customer_documents`);
  await knex.raw('drop function if exists customer_document_days()');
  await knex.raw('drop table if exists customer_document_days');
}
