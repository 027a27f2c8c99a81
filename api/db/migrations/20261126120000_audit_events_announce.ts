import type { Knex } from 'knex';

// Announces each audit row on the realtime channel, from PostgreSQL itself: a NOTIFY sent in a
// transaction is delivered only when it commits, so a History list hears of an entry exactly
// when the change it describes is visible, and never of a write that rolled back. The payload
// names the record only; listeners read the entry through the API, under their own permission.

const ANNOUNCE = `create function audit_events_announce() returns trigger language plpgsql as $fn$
  begin
    perform pg_notify('trellis_events', json_build_object(
      'event', 'audit:recorded',
      'data', json_build_object('id', new.id, 'entity', new.entity, 'entity_id', new.entity_id)
    )::text);
    return null;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(ANNOUNCE);
  await knex.raw(`create trigger audit_events_announce after insert on audit_events
    for each row execute function audit_events_announce()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists audit_events_announce on audit_events');
  await knex.raw('drop function if exists audit_events_announce()');
}
