import type { Knex } from 'knex';

// An import writes the authorised persons and documents of the customers it creates, tens of
// thousands a statement. The triggers that keep a customer's aggregates (its document count and
// first person) and a document's copies of its customer's figures (active, created, tickets,
// revenue, the previous expiry date) then rewrote every new customer row twice, each time in all
// of its indexes, and read each document's customer once more: about half of a nested import's
// commit.
//
// For customers created in its own transaction the import knows those values already: nobody
// else can see the customers yet, they have no tickets, and their children are the rows of the
// file. It writes them with the rows, and sets `trellis.children_aggregated` for the statements
// that insert those children; the insert triggers below leave such statements alone. Every other
// writer, and the import's own writes to customers that already existed, go through them as before.

const SKIP_WHEN_AGGREGATED = `current_setting('trellis.children_aggregated', true) is distinct from 'on'`;

/** Statement triggers after insert, each with the transition table its function reads. */
const INSERT_TRIGGERS = [
  {
    name: 'customer_documents_count_ins',
    table: 'customer_documents',
    fn: 'customer_documents_count',
  },
  {
    name: 'customer_documents_previous_ins',
    table: 'customer_documents',
    fn: 'customer_documents_previous',
  },
  { name: 'customer_persons_first_ins', table: 'customer_persons', fn: 'customer_persons_first' },
] as const;

async function insertTriggers(knex: Knex, when: string) {
  for (const { name, table, fn } of INSERT_TRIGGERS) {
    await knex.raw(`drop trigger ${name} on ${table}`);
    await knex.raw(`create trigger ${name} after insert on ${table}
      referencing new table as new_rows for each statement ${when} execute function ${fn}()`);
  }
}

export async function up(knex: Knex): Promise<void> {
  await insertTriggers(knex, `when (${SKIP_WHEN_AGGREGATED})`);
  // The copies' row trigger: skipped on such inserts, still run when a document changes customer.
  await knex.raw('drop trigger customer_documents_facts on customer_documents');
  await knex.raw(`create trigger customer_documents_facts before insert on customer_documents
    for each row when (${SKIP_WHEN_AGGREGATED}) execute function customer_documents_facts()`);
  await knex.raw(`create trigger customer_documents_facts_moved before update of customer_id
    on customer_documents for each row execute function customer_documents_facts()`);
}

export async function down(knex: Knex): Promise<void> {
  await insertTriggers(knex, '');
  await knex.raw('drop trigger customer_documents_facts_moved on customer_documents');
  await knex.raw('drop trigger customer_documents_facts on customer_documents');
  await knex.raw(`create trigger customer_documents_facts before insert or update of customer_id
    on customer_documents for each row execute function customer_documents_facts()`);
}
