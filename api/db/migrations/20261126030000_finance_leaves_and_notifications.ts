import type { Knex } from 'knex';

// Finance, leaves and notifications on real data (issue 11): one money chain.
// - users get an hourly pay rate in a currency (engineers; set in the engineer's Edit form).
// - payouts: one row per engineer and month, generated from ticket_work_logs. `total` is a
//   generated column, so it always follows base + overtime + bonus − deductions.
// - receivables grow into invoices: the ticket they bill (one invoice per ticket), the paid date,
//   category, description and the last reminder. Only 'pending' and 'paid' are stored: overdue
//   is derived from due_date and the business today, never stored stale.
// - leave_requests belong to an engineer (the demo rows keep only a name) and record who
//   decided and when.
// - notifications say what kind of event wrote them and link to the record.
// - The unfiltered payout and receivable tiles come from aggregates kept by statement-level
//   triggers in the same transaction as the write: payout_totals per (month, status,
//   currency), and receivable_totals per (status, currency, invoice date, due date), so the
//   derived overdue total and the aging buckets are sums over a few hundred rows whatever
//   "today" is.
// Values are written out here, not imported from contracts: a migration keeps meaning what it
// meant when it ran.

const CURRENCIES = ['EUR', 'USD', 'GBP'];
const PAYOUT_STATUSES = ['pending', 'processing', 'paid'];
const RECEIVABLE_STATUSES = ['pending', 'paid'];
const LEAVE_STATUSES = ['pending', 'approved', 'rejected'];
const NOTIFICATION_KINDS = ['ticket', 'lead', 'leave', 'invoice', 'system'];

const list = (values: string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/** Constraint name -> [table, check]. */
const CHECKS: Record<string, [string, string]> = {
  users_pay_rate_check: ['users', 'pay_rate is null or pay_rate >= 0'],
  users_pay_currency_check: [
    'users',
    `pay_currency is null or pay_currency in (${list(CURRENCIES)})`,
  ],
  payouts_status_check: ['payouts', `status in (${list(PAYOUT_STATUSES)})`],
  payouts_currency_check: ['payouts', `currency in (${list(CURRENCIES)})`],
  payouts_month_check: ['payouts', "month = date_trunc('month', month)::date"],
  payouts_hours_check: [
    'payouts',
    'working_hours >= 0 and overtime_hours between 0 and working_hours',
  ],
  payouts_amounts_check: [
    'payouts',
    'rate >= 0 and base >= 0 and overtime >= 0 and bonus >= 0 and deductions >= 0',
  ],
  payouts_paid_date_check: ['payouts', "(status = 'paid') = (paid_date is not null)"],
  receivables_status_check: ['receivables', `status in (${list(RECEIVABLE_STATUSES)})`],
  receivables_currency_check: ['receivables', `currency in (${list(CURRENCIES)})`],
  receivables_amount_check: ['receivables', 'amount >= 0'],
  receivables_dates_check: ['receivables', 'due_date >= invoice_date'],
  receivables_paid_date_check: ['receivables', "(status = 'paid') = (paid_date is not null)"],
  leave_requests_status_check: ['leave_requests', `status in (${list(LEAVE_STATUSES)})`],
  leave_requests_dates_check: ['leave_requests', 'end_date >= start_date'],
  notifications_kind_check: ['notifications', `kind in (${list(NOTIFICATION_KINDS)})`],
};

/** Index name -> definition. Every list sort is (key, id), so ties page stably from the index. */
const INDEXES: Record<string, string> = {
  payouts_month_id_idx: 'payouts (month, id)',
  payouts_status_month_idx: 'payouts (status, month, id)',
  payouts_engineer_month_idx: 'payouts (engineer_id, month)',
  payouts_lower_engineer_name_id_idx: 'payouts (lower(engineer_name), id)',
  payouts_total_id_idx: 'payouts (total, id)',
  receivables_invoice_date_id_idx: 'receivables (invoice_date, id)',
  receivables_due_date_id_idx: 'receivables (due_date, id)',
  receivables_status_due_date_idx: 'receivables (status, due_date, id)',
  receivables_customer_id_idx: 'receivables (customer_id)',
  receivables_amount_id_idx: 'receivables (amount, id)',
  leave_requests_status_start_idx: 'leave_requests (status, start_date, id)',
  leave_requests_engineer_idx: 'leave_requests (engineer_id, start_date)',
  leave_requests_dates_idx: 'leave_requests (start_date, end_date)',
  notifications_unread_idx: 'notifications (created_at desc, id desc) where read_at is null',
  notifications_created_idx: 'notifications (created_at desc, id desc)',
};

const TRIGRAM_INDEXES: Record<string, string> = {
  payouts_engineer_name_trgm_idx: 'payouts using gin (engineer_name gin_trgm_ops)',
  receivables_customer_name_trgm_idx: 'receivables using gin (customer_name gin_trgm_ops)',
  receivables_invoice_number_trgm_idx: 'receivables using gin (invoice_number gin_trgm_ops)',
};

/** The changed rows of a statement, each with +1 (new row) or -1 (old row). */
const changes = (columns: string) => ({
  insert: `select 1 as trg_sign, ${columns} from new_rows r`,
  delete: `select -1 as trg_sign, ${columns} from old_rows r`,
  update: `select 1 as trg_sign, ${columns} from new_rows r
    union all select -1 as trg_sign, ${columns} from old_rows r`,
});

/** Adds a statement's deltas per `keys`, in key order so that two writers cannot deadlock. */
const totalsBody = (table: string, keys: string, count: string) => (rows: string) => `
  insert into ${table} as s (${keys}, ${count}, amount)
  select ${keys}, sum(trg_sign), sum(trg_sign * amount) from (${rows}) changes
  group by ${keys}
  having sum(trg_sign) <> 0 or sum(trg_sign * amount) <> 0
  order by ${keys}
  on conflict (${keys}) do update
    set ${count} = s.${count} + excluded.${count}, amount = s.amount + excluded.amount;`;

const AGGREGATES = [
  {
    fn: 'payouts_totals',
    table: 'payouts',
    aggregate: 'payout_totals',
    columns: 'month date not null, status text not null, currency text not null',
    keys: 'month, status, currency',
    count: 'payouts',
    rows: changes('r.month, r.status, r.currency, r.total as amount'),
  },
  {
    fn: 'receivables_totals',
    table: 'receivables',
    aggregate: 'receivable_totals',
    columns:
      'status text not null, currency text not null, invoice_date date not null, due_date date not null',
    keys: 'status, currency, invoice_date, due_date',
    count: 'receivables',
    rows: changes('r.status, r.currency, r.invoice_date, r.due_date, r.amount'),
  },
];

const TRIGGERS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

async function hasTrigram(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw("select 1 from pg_extension where extname = 'pg_trgm'");
  return rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.decimal('pay_rate', 12, 2);
    t.text('pay_currency');
  });

  await knex.schema.createTable('payouts', (t) => {
    t.increments('id');
    // A deleted engineer's payouts stay, with the name they were paid under.
    t.integer('engineer_id').references('users.id').onDelete('SET NULL');
    t.text('engineer_name').notNullable();
    t.date('month').notNullable();
    t.text('currency').notNullable();
    t.decimal('working_hours', 8, 2).notNullable().defaultTo(0);
    t.decimal('overtime_hours', 8, 2).notNullable().defaultTo(0);
    t.decimal('rate', 12, 2).notNullable().defaultTo(0);
    t.decimal('base', 12, 2).notNullable().defaultTo(0);
    t.decimal('overtime', 12, 2).notNullable().defaultTo(0);
    t.decimal('bonus', 12, 2).notNullable().defaultTo(0);
    t.decimal('deductions', 12, 2).notNullable().defaultTo(0);
    t.text('status').notNullable().defaultTo('pending');
    t.date('paid_date');
    t.timestamps(true, true);
  });
  await knex.raw(
    'alter table payouts add column total numeric(12,2) generated always as (base + overtime + bonus - deductions) stored',
  );
  await knex.raw(
    'create unique index payouts_engineer_month_unique on payouts (engineer_id, month)',
  );

  // Rows written before this migration: 'overdue' was stored; it is derived from now on.
  await knex.raw("update receivables set status = 'pending' where status <> 'paid'");
  await knex.schema.alterTable('receivables', (t) => {
    t.integer('ticket_id').references('tickets.id').onDelete('SET NULL');
    t.text('customer_email');
    t.date('paid_date');
    t.text('category');
    t.text('description');
    t.timestamp('reminder_sent_at', { useTz: true });
  });
  await knex.raw("update receivables set paid_date = invoice_date where status = 'paid'");
  await knex.raw(
    'create unique index receivables_ticket_unique on receivables (ticket_id) where ticket_id is not null',
  );
  await knex.raw('create sequence receivables_invoice_seq');

  await knex.schema.alterTable('leave_requests', (t) => {
    t.integer('engineer_id').references('users.id').onDelete('CASCADE');
    t.text('reason');
    t.integer('decided_by').references('users.id').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true });
  });

  await knex.schema.alterTable('notifications', (t) => {
    t.text('kind').notNullable().defaultTo('system');
    // The screen a notification opens, an app path such as /tickets?search=%23AIM-T-001.
    t.text('link');
  });

  for (const [name, [table, check]] of Object.entries(CHECKS))
    await knex.raw(`alter table ${table} add constraint ${name} check (${check})`);
  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  if (await hasTrigram(knex))
    for (const [name, definition] of Object.entries(TRIGRAM_INDEXES))
      await knex.raw(`create index ${name} on ${definition}`);

  for (const { fn, table, aggregate, columns, keys, count, rows } of AGGREGATES) {
    await knex.raw(`create table ${aggregate} (${columns}, ${count} bigint not null,
      amount numeric(20, 2) not null, primary key (${keys})) with (fillfactor = 50)`);
    // The rows already there (receivables from before this migration), then the triggers.
    await knex.raw(`insert into ${aggregate} (${keys}, ${count}, amount)
      select ${keys}, count(*), sum(amount) from (${rows.insert.replace('new_rows', table)}) r
      group by ${keys}`);
    const body = totalsBody(aggregate, keys, count);
    await knex.raw(`create function ${fn}() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then ${body(rows.insert)}
        elsif tg_op = 'DELETE' then ${body(rows.delete)}
        else ${body(rows.update)}
        end if;
        return null;
      end $fn$`);
    for (const [event, transition] of Object.entries(TRIGGERS))
      await knex.raw(`create trigger ${fn}_${event} after ${event} on ${table}
        referencing ${transition} for each statement execute function ${fn}()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { fn, table, aggregate } of [...AGGREGATES].reverse()) {
    for (const event of Object.keys(TRIGGERS))
      await knex.raw(`drop trigger if exists ${fn}_${event} on ${table}`);
    await knex.raw(`drop function if exists ${fn}()`);
    await knex.raw(`drop table ${aggregate}`);
  }
  for (const name of [...Object.keys(TRIGRAM_INDEXES), ...Object.keys(INDEXES)])
    await knex.raw(`drop index if exists ${name}`);
  for (const [name, [table]] of Object.entries(CHECKS))
    await knex.raw(`alter table ${table} drop constraint if exists ${name}`);
  await knex.schema.alterTable('notifications', (t) => {
    t.dropColumn('link');
    t.dropColumn('kind');
  });
  await knex.schema.alterTable('leave_requests', (t) => {
    t.dropColumn('decided_at');
    t.dropColumn('decided_by');
    t.dropColumn('reason');
    t.dropColumn('engineer_id');
  });
  await knex.raw('drop sequence receivables_invoice_seq');
  await knex.raw('drop index receivables_ticket_unique');
  await knex.schema.alterTable('receivables', (t) => {
    t.dropColumn('reminder_sent_at');
    t.dropColumn('description');
    t.dropColumn('category');
    t.dropColumn('paid_date');
    t.dropColumn('customer_email');
    t.dropColumn('ticket_id');
  });
  await knex.schema.dropTable('payouts');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('pay_currency');
    t.dropColumn('pay_rate');
  });
}
