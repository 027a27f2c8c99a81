import type { Knex } from 'knex';

// Keeps the audit log fast at millions of rows:
// - audit_event_counts: how many entries in all, per action, per actor and per area, kept by
//   statement triggers in the writing transaction, so the whole log's `total` and each single
//   filter's never count rows. Inserts are already serialised by the chain's lock, so the
//   counter rows add no contention; the retention prune subtracts what it removed.
// - trigram indexes on the record's label and the actor's name, for the log's search.

const DIMENSIONS = (rows: string) => `
  select 'all' as dimension, '' as value from ${rows}
  union all select 'action', action from ${rows}
  union all select 'actor', actor_id::text from ${rows} where actor_id is not null
  union all select 'entity', entity from ${rows}`;

const ADD = `create function audit_event_counts_add() returns trigger language plpgsql as $fn$
  begin
    insert into audit_event_counts (dimension, value, n)
      select dimension, value, count(*) from (${DIMENSIONS('new_rows')}) d group by dimension, value
      on conflict (dimension, value) do update set n = audit_event_counts.n + excluded.n;
    return null;
  end $fn$`;

const SUBTRACT = `create function audit_event_counts_subtract() returns trigger language plpgsql as $fn$
  begin
    update audit_event_counts c set n = c.n - d.n
      from (select dimension, value, count(*) as n from (${DIMENSIONS('old_rows')}) x
            group by dimension, value) d
      where c.dimension = d.dimension and c.value = d.value;
    return null;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table audit_event_counts (
    dimension text not null,
    value text not null,
    n bigint not null,
    primary key (dimension, value)
  )`);
  await knex.raw(ADD);
  await knex.raw(SUBTRACT);
  await knex.raw(`create trigger audit_event_counts_add after insert on audit_events
    referencing new table as new_rows for each statement execute function audit_event_counts_add()`);
  await knex.raw(`create trigger audit_event_counts_subtract after delete on audit_events
    referencing old table as old_rows for each statement execute function audit_event_counts_subtract()`);
  await knex.raw(`insert into audit_event_counts (dimension, value, n)
    select dimension, value, count(*) from (${DIMENSIONS('audit_events')}) d group by dimension, value`);
  await knex.raw(
    'create index audit_events_label_trgm on audit_events using gin (entity_label gin_trgm_ops)',
  );
  await knex.raw(
    'create index audit_events_actor_name_trgm on audit_events using gin (actor_name gin_trgm_ops)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists audit_events_actor_name_trgm');
  await knex.raw('drop index if exists audit_events_label_trgm');
  await knex.raw('drop trigger if exists audit_event_counts_subtract on audit_events');
  await knex.raw('drop trigger if exists audit_event_counts_add on audit_events');
  await knex.raw('drop function if exists audit_event_counts_subtract()');
  await knex.raw('drop function if exists audit_event_counts_add()');
  await knex.raw('drop table if exists audit_event_counts');
}
