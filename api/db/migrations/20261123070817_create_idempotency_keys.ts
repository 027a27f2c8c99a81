import type { Knex } from 'knex';

// The Idempotency-Key of a POST and the answer it got (src/plugins/app/idempotency.ts), kept in
// PostgreSQL so that a retry reaching another API process still finds the first result.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.bigIncrements('id');
    // Null on a public route, where the key alone is the scope.
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    t.text('method').notNullable();
    t.text('route').notNullable();
    t.text('key').notNullable();
    t.text('fingerprint').notNullable();
    // Null while the first request is still running.
    t.integer('status_code');
    t.text('content_type');
    t.binary('body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });
  // A unique constraint treats nulls as distinct; keys on public routes must collide as well.
  await knex.raw(
    'create unique index idempotency_keys_scope_unique on idempotency_keys (coalesce(user_id, 0), method, route, key)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
