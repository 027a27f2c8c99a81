import type { Knex } from 'knex';

// Announces new audit entries once per statement instead of once per row. A bulk action or an
// import writes thousands of entries in one statement: a notice per row reached every API
// process and every open History and Activity page thousands of times, and cost the insert
// about 20 µs a row. A statement of a few entries still names each record; a larger one names
// each area once ("many entries on customers"), and whoever shows that area refetches.

const PER_RECORD_MAX = 50;

const ANNOUNCE = `create or replace function audit_events_announce() returns trigger
  language plpgsql as $fn$
  declare
    r record;
  begin
    if (select count(*) from new_rows) <= ${PER_RECORD_MAX} then
      for r in select id, entity, entity_id from new_rows order by id loop
        perform pg_notify('trellis_events', json_build_object(
          'event', 'audit:recorded',
          'data', json_build_object('id', r.id, 'entity', r.entity, 'entity_id', r.entity_id)
        )::text);
      end loop;
    else
      for r in select max(id) as id, entity from new_rows group by entity order by entity loop
        perform pg_notify('trellis_events', json_build_object(
          'event', 'audit:recorded',
          'data', json_build_object('id', r.id, 'entity', r.entity, 'entity_id', null)
        )::text);
      end loop;
    end if;
    return null;
  end $fn$`;

const PER_ROW = `create or replace function audit_events_announce() returns trigger
  language plpgsql as $fn$
  begin
    perform pg_notify('trellis_events', json_build_object(
      'event', 'audit:recorded',
      'data', json_build_object('id', new.id, 'entity', new.entity, 'entity_id', new.entity_id)
    )::text);
    return null;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop trigger audit_events_announce on audit_events');
  await knex.raw(ANNOUNCE);
  await knex.raw(`create trigger audit_events_announce after insert on audit_events
    referencing new table as new_rows for each statement execute function audit_events_announce()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger audit_events_announce on audit_events');
  await knex.raw(PER_ROW);
  await knex.raw(`create trigger audit_events_announce after insert on audit_events
    for each row execute function audit_events_announce()`);
}
