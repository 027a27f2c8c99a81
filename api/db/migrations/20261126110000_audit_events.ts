import type { Knex } from 'knex';

// The audit trail: who did what to which record, when, append-only and hash-chained so that an
// edit made behind the API's back is caught.
//
// - One row per event, written in the same transaction as the change it describes.
// - The table refuses UPDATE, DELETE and TRUNCATE (triggers). Only the retention prune may delete,
//   and only the oldest rows: it sets `trellis.audit_prune` for its own transaction.
// - Each row carries prev_hash (the hash of the row before it) and
//   hash = sha256(prev_hash || canonical content). The insert trigger takes one advisory lock
//   and only then draws the id, so ids follow the chain even when writers race: a row whose
//   transaction rolls back leaves a gap in the ids, never a fork in the chain.
// - The canonical content is a jsonb array whose text form does not depend on the session (the
//   time as epoch microseconds, not in the session's time zone).
// - Indexes: one per filter of GET /api/audit, each ending in id for the newest-first order.

const CANONICAL = `create function audit_event_canonical(e audit_events) returns text
  language sql immutable as $fn$
  select jsonb_build_array(
    e.id, (extract(epoch from e.at) * 1000000)::bigint, e.actor_id, e.actor_name, e.actor_kind,
    e.action, e.entity, e.entity_id, e.entity_label, e.changes, e.request_id, e.client_ip
  )::text
$fn$`;

const CHAIN = `create function audit_events_chain() returns trigger language plpgsql as $fn$
  declare
    previous text;
  begin
    perform pg_advisory_xact_lock(7120020);
    new.id := nextval('audit_events_id_seq');
    select hash into previous from audit_events order by id desc limit 1;
    new.prev_hash := coalesce(previous, '');
    new.hash := encode(sha256(convert_to(new.prev_hash || audit_event_canonical(new), 'UTF8')), 'hex');
    return new;
  end $fn$`;

const REFUSE = `create function audit_events_refuse() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'DELETE' and current_setting('trellis.audit_prune', true) = 'on' then
      return old;
    end if;
    raise exception 'audit_events is append-only: % refused', tg_op
      using errcode = 'insufficient_privilege';
  end $fn$`;

const INDEXES: Record<string, string> = {
  audit_events_entity_idx: 'audit_events (entity, entity_id, id desc)',
  audit_events_actor_idx: 'audit_events (actor_id, id desc)',
  audit_events_action_idx: 'audit_events (action, id desc)',
  audit_events_at_idx: 'audit_events (at desc, id desc)',
};

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table audit_events (
    id bigint primary key,
    at timestamptz not null default now(),
    actor_id integer,
    actor_name text,
    actor_kind text not null check (actor_kind in ('staff', 'engineer', 'system')),
    action text not null,
    entity text not null,
    entity_id text,
    entity_label text,
    changes jsonb not null default '[]'::jsonb,
    request_id text,
    client_ip text,
    prev_hash text not null,
    hash text not null
  )`);
  await knex.raw('create sequence audit_events_id_seq owned by audit_events.id');
  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  await knex.raw(CANONICAL);
  await knex.raw(CHAIN);
  await knex.raw(REFUSE);
  await knex.raw(`create trigger audit_events_chain before insert on audit_events
    for each row execute function audit_events_chain()`);
  await knex.raw(`create trigger audit_events_append_only before update or delete on audit_events
    for each row execute function audit_events_refuse()`);
  await knex.raw(`create trigger audit_events_no_truncate before truncate on audit_events
    for each statement execute function audit_events_refuse()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table audit_events cascade');
  await knex.raw('drop function audit_events_chain(), audit_events_refuse()');
}
