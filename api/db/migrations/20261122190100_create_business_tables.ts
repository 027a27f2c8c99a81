import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('customers', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('type').notNullable().defaultTo('Company');
    t.text('company_reg_no');
    t.text('vat_no');
    t.text('address');
    t.text('account_email').notNullable();
    t.text('status').notNullable().defaultTo('Active');
    t.integer('profile_file_id').references('files.id').onDelete('SET NULL');
    t.timestamps(true, true);
  });
  await knex.raw(
    "alter table customers add constraint customers_type_check check (type in ('Company', 'Freelancer'))",
  );
  await knex.raw(
    "alter table customers add constraint customers_status_check check (status in ('Active', 'Inactive'))",
  );
  // The list sorts by name (case-insensitive) and by creation date.
  await knex.raw('create index customers_lower_name_index on customers (lower(name))');
  await knex.raw('create index customers_created_at_index on customers (created_at)');

  await knex.schema.createTable('customer_persons', (t) => {
    t.increments('id');
    t.integer('customer_id').notNullable().references('customers.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.text('person_name').notNullable();
    t.text('person_email').notNullable();
    t.text('person_contact').notNullable();
    t.index(['customer_id', 'position']);
  });

  await knex.schema.createTable('customer_documents', (t) => {
    t.increments('id');
    t.integer('customer_id').notNullable().references('customers.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.date('expiry_date');
    t.integer('file_id').notNullable().references('files.id').onDelete('RESTRICT');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['customer_id']);
    t.index(['expiry_date']);
  });

  await knex.schema.createTable('leads', (t) => {
    t.increments('id');
    t.integer('customer_id').notNullable().references('customers.id').onDelete('RESTRICT');
    t.text('task_name').notNullable();
    t.text('lead_type').notNullable().defaultTo('Full time');
    t.text('end_client_name');
    t.text('client_ticket_number');
    t.text('status').notNullable().defaultTo('BID');
    t.date('reschedule_date');
    t.date('task_start_date');
    t.date('task_end_date');
    t.integer('task_time_hours');
    t.text('scope_of_work');
    t.text('apartment');
    t.text('address_line_1');
    t.text('address_line_2');
    t.text('city');
    t.text('country');
    t.text('zip_code');
    t.text('timezone').notNullable().defaultTo('UTC+00:00');
    t.text('currency').notNullable().defaultTo('EUR');
    t.decimal('hourly_rate', 12, 2);
    t.decimal('half_day_rate', 12, 2);
    t.decimal('full_day_rate', 12, 2);
    t.decimal('monthly_rate', 12, 2);
    t.decimal('agreed_rate', 12, 2);
    t.decimal('travel_cost_day', 12, 2);
    t.decimal('total_cost', 12, 2);
    t.text('tools');
    t.timestamps(true, true);
    t.index(['customer_id']);
  });

  await knex.schema.createTable('tickets', (t) => {
    t.increments('id');
    t.integer('lead_id').references('leads.id').onDelete('RESTRICT');
    t.integer('customer_id').notNullable().references('customers.id').onDelete('RESTRICT');
    t.integer('engineer_id').references('users.id').onDelete('SET NULL');
    t.text('task_name').notNullable();
    t.text('status').notNullable().defaultTo('Offered');
    t.text('priority').notNullable().defaultTo('Medium');
    t.date('task_start_date');
    t.date('task_end_date');
    t.integer('task_time_hours');
    t.text('timezone').notNullable().defaultTo('UTC+00:00');
    t.text('scope_of_work');
    t.text('apartment');
    t.text('address_line_1');
    t.text('address_line_2');
    t.text('city');
    t.text('country');
    t.text('zip_code');
    t.text('currency').notNullable().defaultTo('USD');
    t.decimal('hourly_rate', 12, 2);
    t.decimal('half_day_rate', 12, 2);
    t.decimal('full_day_rate', 12, 2);
    t.decimal('monthly_rate', 12, 2);
    t.decimal('agreed_rate', 12, 2);
    t.decimal('travel_cost_day', 12, 2);
    t.decimal('tool_cost', 12, 2);
    t.text('tools');
    t.text('poc_details');
    t.text('re_details');
    t.text('call_invites');
    t.timestamps(true, true);
    t.index(['customer_id']);
    t.index(['engineer_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tickets');
  await knex.schema.dropTable('leads');
  await knex.schema.dropTable('customer_documents');
  await knex.schema.dropTable('customer_persons');
  await knex.schema.dropTable('customers');
}
