import type { Knex } from 'knex';

// Imports from CSV and Excel: the import itself (its file, mapping, mode, state and counts) and
// its staged rows. A row is staged as the file is read, checked there (its own values, then set-
// wise: the same record twice in the file, a record that exists already), previewed, and written
// to the list in one transaction on commit. The staged rows are dropped when the import ends.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('imports', (t) => {
    t.bigIncrements('id');
    t.integer('actor_id').references('users.id').onDelete('SET NULL');
    t.text('kind').notNullable();
    t.text('file_name').notNullable();
    // The uploaded file while it is read; removed once staged.
    t.text('file_path');
    t.text('mode').notNullable();
    t.text('state').notNullable();
    t.boolean('cancel_requested').notNullable().defaultTo(false);
    t.jsonb('headers').notNullable().defaultTo('[]');
    t.jsonb('mapping').notNullable().defaultTo('[]');
    t.integer('rows').notNullable().defaultTo(0);
    t.integer('creates').notNullable().defaultTo(0);
    t.integer('updates').notNullable().defaultTo(0);
    t.integer('errors').notNullable().defaultTo(0);
    t.text('error');
    t.text('request_id');
    // Which process works on it and when it last said so: a dead process's import is failed.
    t.text('worker');
    t.timestamp('heartbeat_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw(
    `alter table imports add constraint imports_state_check
       check (state in ('staging', 'ready', 'importing', 'done', 'failed', 'cancelled'))`,
  );
  // One import per list writes at a time.
  await knex.raw(
    "create unique index imports_one_writing_idx on imports (kind) where state = 'importing'",
  );
  // Unlogged: staged rows are scratch work, rebuilt from the file if lost, never the record.
  await knex.raw(`create unlogged table import_rows (
    import_id bigint not null references imports (id) on delete cascade,
    line integer not null,
    -- The row as read (column values by position), for the error report.
    raw jsonb not null,
    -- The row as it will be stored (the kind's fields), null when it has errors.
    "values" jsonb,
    -- The natural key, lower case, when the row names one.
    key text,
    action text not null check (action in ('create', 'update', 'error')),
    target_id bigint,
    errors jsonb not null default '[]',
    primary key (import_id, line)
  )`);
  await knex.raw('create index import_rows_key_idx on import_rows (import_id, key)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table import_rows');
  await knex.schema.dropTable('imports');
}
