import type { Knex } from 'knex';

// Saved views: a list's filter, sort, page size and hidden columns under a name, kept per user,
// optionally shared with everyone who may read the list; and each user's default view per list.
// A user's view names are unique per list in any case, so the Views menu never shows two alike.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_views', (t) => {
    t.increments('id');
    t.integer('owner_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('list').notNullable();
    t.text('name').notNullable();
    t.boolean('shared').notNullable().defaultTo(false);
    t.text('query').notNullable().defaultTo('');
    t.specificType('hidden_columns', 'text[]').notNullable().defaultTo('{}');
    t.timestamps(true, true);
  });
  await knex.raw(
    'create unique index saved_views_owner_list_name_unique on saved_views (owner_id, list, lower(name))',
  );
  await knex.raw('create index saved_views_shared_list_idx on saved_views (list) where shared');
  await knex.schema.createTable('saved_view_defaults', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('list').notNullable();
    t.integer('view_id').notNullable().references('saved_views.id').onDelete('CASCADE');
    t.primary(['user_id', 'list']);
  });
  await knex.raw('create index saved_view_defaults_view_idx on saved_view_defaults (view_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('saved_view_defaults');
  await knex.schema.dropTable('saved_views');
}
