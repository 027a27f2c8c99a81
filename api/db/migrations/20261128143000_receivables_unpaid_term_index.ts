import type { Knex } from 'knex';

// The receivables list filtered to overdue (or to not yet due) invoices, in invoice-date order:
// for one payment term (due date - invoice date), being overdue is a range of invoice dates, so
// the list reads each term's unpaid invoices from this index in invoice-date order instead of
// skipping every unpaid invoice not yet due (receivables-list.ts).

const INDEX = 'receivables_unpaid_term_invoice_date_idx';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index ${INDEX} on receivables ((due_date - invoice_date), invoice_date, id)
    where status <> 'paid'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index if exists ${INDEX}`);
}
