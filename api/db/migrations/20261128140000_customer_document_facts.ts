import type { Knex } from 'knex';

// The customers list's Document Filters (expiring, expired) show the cards over their matches:
// how many customers, how many active, their tickets and their revenue per currency. Those were
// read per match, the customer row by id and its tickets by customer_id, about eight index pages
// a match (1,300 expired customers at 100,000 rows: 10,000 buffer reads, 16 ms a request).
//
// Each document row now carries what the cards and the default order need of its customer:
// whether it is active, when it was created, its ticket count and its revenue (the one currency
// of its rated tickets and their sum; every currency as JSON when there are several), and the
// expiry date of the customer's previous dated document. A customer then counts once without
// grouping: in a range of dates, only its first document in that range has its previous date
// outside the range (or none). The filter becomes one range over an index on the expiry date
// holding those columns, read without touching the customers or the tickets.
//
// Triggers keep the copies: a document takes its customer's figures when written; a ticket
// written or removed, or a customer's status or creation time changed, rewrites the figures on
// that customer's documents; a document added, removed or re-dated renumbers the previous dates
// of its customer's documents. Every writer of a customer's figures first locks the customer row
// (no key update: it does not block the foreign-key checks of other writes), then reads the
// figures in a statement of its own, so it sees what a concurrent writer committed before it:
// a document and a ticket written at once for one customer cannot leave stale figures.

/** The first non-empty rate of a ticket: what the customer cards sum as revenue. */
const TICKET_AMOUNT =
  'coalesce(nullif(agreed_rate, 0), nullif(full_day_rate, 0), nullif(half_day_rate, 0), nullif(hourly_rate, 0))';

/**
 * A customer's ticket count and its revenue per currency ({currency: amount}, the currencies
 * with at least one rated ticket, as the cards show them); with exactly one such currency, that
 * currency and its amount as well.
 */
const FACTS_FUNCTION = `create function customer_ticket_facts(customer integer,
    out tickets integer, out revenue jsonb, out currency text, out amount numeric)
  language sql stable as $fn$
    select coalesce(sum(t.n), 0)::int,
           coalesce(jsonb_object_agg(t.currency, t.amount) filter (where t.amount is not null), '{}'::jsonb),
           case when count(t.amount) = 1 then min(t.currency) filter (where t.amount is not null) end,
           case when count(t.amount) = 1 then sum(t.amount) end
    from (select currency, count(*) as n, sum(${TICKET_AMOUNT}) as amount
          from tickets where customer_id = customer group by currency) t
  $fn$`;

/** Sets a document row's (`target`) copies of the figures from customer_ticket_facts `f`. */
const SET_TICKET_FACTS = (target: string, f: string) =>
  `${target}customer_tickets = ${f}.tickets, ${target}customer_revenue = ${f}.revenue,
   ${target}customer_currency = ${f}.currency, ${target}customer_amount = ${f}.amount`;

/** A new document, or one moved to another customer, takes that customer's figures. */
const DOCUMENT_FUNCTION = `create function customer_documents_facts() returns trigger language plpgsql as $fn$
  declare
    f record;
  begin
    perform 1 from customers where id = new.customer_id for no key update;
    select c.status = 'Active', c.created_at into new.customer_active, new.customer_created_at
      from customers c where c.id = new.customer_id;
    select * into f from customer_ticket_facts(new.customer_id);
    new.customer_tickets := f.tickets;
    new.customer_revenue := f.revenue;
    new.customer_currency := f.currency;
    new.customer_amount := f.amount;
    return new;
  end $fn$`;

/** The customers whose dated documents a statement changed. */
const DOCUMENT_CHANGES = {
  INSERT: 'select customer_id from new_rows where expiry_date is not null',
  DELETE: 'select customer_id from old_rows where expiry_date is not null',
  UPDATE: `select unnest(array[o.customer_id, n.customer_id]) as customer_id
    from old_rows o join new_rows n on n.id = o.id
    where (o.customer_id, o.expiry_date) is distinct from (n.customer_id, n.expiry_date)`,
} as const;

/**
 * Each of those customers' dated documents takes the date of the one before it. The update runs
 * this trigger again, which finds no date changed and stops there.
 */
const previousBody = (changes: string) => `
  select array_agg(distinct customer_id) into affected from (${changes}) x;
  if affected is null then
    return null;
  end if;
  update customer_documents d set previous_expiry = p.previous
    from (select id, lag(expiry_date) over (partition by customer_id order by expiry_date, id) as previous
          from customer_documents
          where customer_id = any(affected) and expiry_date is not null) p
    where d.id = p.id and d.previous_expiry is distinct from p.previous;`;

const PREVIOUS_FUNCTION = `create function customer_documents_previous() returns trigger language plpgsql as $fn$
  declare
    affected integer[];
  begin
    if tg_op = 'INSERT' then
      ${previousBody(DOCUMENT_CHANGES.INSERT)}
    elsif tg_op = 'DELETE' then
      ${previousBody(DOCUMENT_CHANGES.DELETE)}
    else
      ${previousBody(DOCUMENT_CHANGES.UPDATE)}
    end if;
    return null;
  end $fn$`;

/** A customer's status or creation time changed: its documents' copies follow. */
const CUSTOMER_FUNCTION = `create function customers_document_facts() returns trigger language plpgsql as $fn$
  begin
    update customer_documents
      set customer_active = new.status = 'Active', customer_created_at = new.created_at
      where customer_id = new.id;
    return null;
  end $fn$`;

/** The customers whose tickets a statement changed (for updates: only changes that count). */
const TICKET_CHANGES = {
  INSERT: 'select customer_id from new_rows',
  DELETE: 'select customer_id from old_rows',
  UPDATE: `select unnest(array[o.customer_id, n.customer_id]) as customer_id
    from old_rows o join new_rows n on n.id = o.id
    where (o.customer_id, o.currency, o.agreed_rate, o.full_day_rate, o.half_day_rate, o.hourly_rate)
      is distinct from (n.customer_id, n.currency, n.agreed_rate, n.full_day_rate, n.half_day_rate, n.hourly_rate)`,
} as const;

const ticketsBody = (changes: string) => `
  select array_agg(distinct customer_id order by customer_id) into affected from (${changes}) x;
  if affected is null then
    return null;
  end if;
  -- In id order, so two writers cannot deadlock on the customer rows.
  perform 1 from customers where id = any(affected) order by id for no key update;
  update customer_documents d set ${SET_TICKET_FACTS('', 'f')}
    from (select distinct customer_id from customer_documents where customer_id = any(affected)) a
    cross join lateral customer_ticket_facts(a.customer_id) f
    where d.customer_id = a.customer_id
      and (d.customer_tickets, d.customer_revenue) is distinct from (f.tickets, f.revenue);`;

const TICKETS_FUNCTION = `create function tickets_document_facts() returns trigger language plpgsql as $fn$
  declare
    affected integer[];
  begin
    if tg_op = 'INSERT' then
      ${ticketsBody(TICKET_CHANGES.INSERT)}
    elsif tg_op = 'DELETE' then
      ${ticketsBody(TICKET_CHANGES.DELETE)}
    else
      ${ticketsBody(TICKET_CHANGES.UPDATE)}
    end if;
    return null;
  end $fn$`;

const TRANSITIONS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

/** Statement-level triggers `name_ins`, `name_upd`, `name_del` on `table` running `fn`. */
async function statementTriggers(knex: Knex, name: string, table: string, fn: string) {
  for (const [event, transition] of Object.entries(TRANSITIONS))
    await knex.raw(`create trigger ${name}_${event.slice(0, 3)} after ${event} on ${table}
      referencing ${transition} for each statement execute function ${fn}()`);
}

export async function up(knex: Knex): Promise<void> {
  // No write may slip between the copies' backfill and the triggers that keep them.
  await knex.raw('lock table customers, customer_documents, tickets in share row exclusive mode');
  await knex.raw(`alter table customer_documents
    add column previous_expiry date,
    add column customer_active boolean not null default false,
    add column customer_created_at timestamptz,
    add column customer_tickets integer not null default 0,
    add column customer_revenue jsonb not null default '{}'::jsonb,
    add column customer_currency text,
    add column customer_amount numeric`);
  await knex.raw(FACTS_FUNCTION);
  await knex.raw(`update customer_documents d
    set customer_active = c.status = 'Active', customer_created_at = c.created_at,
        ${SET_TICKET_FACTS('', 'f')},
        previous_expiry = p.previous
    from customers c cross join lateral customer_ticket_facts(c.id) f,
      (select id, lag(expiry_date) over (partition by customer_id order by expiry_date, id) as previous
       from customer_documents where expiry_date is not null) p
    where c.id = d.customer_id and p.id = d.id`);
  // Undated documents have no previous date; they only need their customer's figures.
  await knex.raw(`update customer_documents d
    set customer_active = c.status = 'Active', customer_created_at = c.created_at,
        ${SET_TICKET_FACTS('', 'f')}
    from customers c cross join lateral customer_ticket_facts(c.id) f
    where c.id = d.customer_id and d.expiry_date is null`);
  await knex.raw('alter table customer_documents alter column customer_created_at set not null');

  await knex.raw(DOCUMENT_FUNCTION);
  await knex.raw(`create trigger customer_documents_facts before insert or update of customer_id
    on customer_documents for each row execute function customer_documents_facts()`);
  await knex.raw(PREVIOUS_FUNCTION);
  await statementTriggers(
    knex,
    'customer_documents_previous',
    'customer_documents',
    'customer_documents_previous',
  );
  await knex.raw(CUSTOMER_FUNCTION);
  await knex.raw(`create trigger customers_document_facts after update of status, created_at
    on customers for each row
    when (old.status is distinct from new.status or old.created_at is distinct from new.created_at)
    execute function customers_document_facts()`);
  await knex.raw(TICKETS_FUNCTION);
  await statementTriggers(knex, 'tickets_document_facts', 'tickets', 'tickets_document_facts');

  // The filters' range: the date, then everything the cards and the default order read (it
  // replaces the index of (expiry_date, customer_id) alone). Customers with revenue in several
  // currencies, few, are read from the table through an index of their own.
  await knex.raw('drop index if exists customer_documents_expiry_customer_idx');
  await knex.raw(`create index customer_documents_expiry_facts_idx on customer_documents
    (expiry_date) include (previous_expiry, customer_id, customer_active, customer_created_at,
    customer_tickets, customer_currency, customer_amount)`);
  await knex.raw(`create index customer_documents_expiry_currencies_idx on customer_documents
    (expiry_date) where customer_currency is null and customer_revenue <> '{}'::jsonb`);
  await knex.raw('analyze customer_documents');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists customer_documents_expiry_currencies_idx');
  await knex.raw('drop index if exists customer_documents_expiry_facts_idx');
  await knex.raw(
    'create index customer_documents_expiry_customer_idx on customer_documents (expiry_date, customer_id)',
  );
  for (const [name, table] of [
    ['tickets_document_facts', 'tickets'],
    ['customer_documents_previous', 'customer_documents'],
  ])
    for (const event of Object.keys(TRANSITIONS))
      await knex.raw(`drop trigger if exists ${name}_${event.slice(0, 3)} on ${table}`);
  await knex.raw('drop trigger if exists customers_document_facts on customers');
  await knex.raw('drop trigger if exists customer_documents_facts on customer_documents');
  await knex.raw('drop function if exists tickets_document_facts()');
  await knex.raw('drop function if exists customers_document_facts()');
  await knex.raw('drop function if exists customer_documents_previous()');
  await knex.raw('drop function if exists customer_documents_facts()');
  await knex.raw('drop function if exists customer_ticket_facts(integer)');
  await knex.raw(`alter table customer_documents drop column previous_expiry,
    drop column customer_active, drop column customer_created_at, drop column customer_tickets,
    drop column customer_revenue, drop column customer_currency, drop column customer_amount`);
}
