import type { Knex } from 'knex';

// The leave, notification and receivable modules are built later; their tables start with what
// the live counters need, and grow in their own migrations.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('leave_requests', (t) => {
    t.increments('id');
    t.text('employee_name').notNullable();
    t.text('leave_type').notNullable();
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.timestamps(true, true);
  });
  await knex.schema.createTable('notifications', (t) => {
    t.increments('id');
    t.text('title').notNullable();
    t.text('message').notNullable();
    t.timestamp('read_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('receivables', (t) => {
    t.increments('id');
    t.text('invoice_number').notNullable().unique();
    t.integer('customer_id').references('customers.id').onDelete('SET NULL');
    t.text('customer_name').notNullable();
    t.decimal('amount', 12, 2).notNullable();
    t.text('currency').notNullable().defaultTo('USD');
    t.date('invoice_date').notNullable();
    t.date('due_date').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.timestamps(true, true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('receivables');
  await knex.schema.dropTable('notifications');
  await knex.schema.dropTable('leave_requests');
}
