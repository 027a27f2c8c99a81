import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('files', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('mime_type').notNullable();
    t.integer('size').notNullable();
    t.text('sha256').notNullable();
    t.binary('data').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.text('username').notNullable();
    t.text('email').notNullable();
    t.text('password_hash').notNullable();
    t.text('role').notNullable().defaultTo('staff');
    t.text('status').notNullable().defaultTo('Active');
    t.text('phone');
    t.text('address');
    t.date('dob');
    t.integer('profile_file_id').references('files.id').onDelete('SET NULL');
    t.text('timezone').notNullable().defaultTo('UTC');
    t.jsonb('profile').notNullable().defaultTo('{}');
    // last_login is the sign-in before the current one, which is what "Last login" means to a user.
    t.timestamp('last_login', { useTz: true });
    t.timestamp('current_login', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw('create unique index users_email_unique on users (lower(email))');
  await knex.raw(
    "alter table users add constraint users_role_check check (role in ('staff', 'engineer'))",
  );

  await knex.schema.createTable('sessions', (t) => {
    t.increments('id');
    t.text('token_hash').notNullable().unique();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable().defaultTo('web');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id');
    t.text('token_hash').notNullable().unique();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_resets');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
  await knex.schema.dropTable('files');
}
