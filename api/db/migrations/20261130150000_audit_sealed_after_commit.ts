import type { Knex } from 'knex';

// Audited writes no longer wait for one another. Each small transaction used to seal its own
// entries at commit, under the chain's lock, and announce them with NOTIFY. Both are held until
// the commit has reached the disk, so every audited write in the system passed through them one
// at a time: an export (a read plus its audit entry) ran at a third of its rate without the entry.
//
// Now a write only inserts its entries; audit_events_queue puts them on audit_unsealed as before.
// The API's sealer seals committed entries in batches moments later and announces them from the
// batch's own transaction (audit_chain_seal_announced). The API wakes its own sealer once the
// writing transaction has committed, and marks its inserts so (trellis.audit_wakes_sealer = off);
// an insert made any other way (by hand, another program) still wakes every sealer with NOTIFY.
//
// The kept totals (audit_event_counts) count sealed entries; audit_kept_count and
// audit_hour_total add the entries still waiting, so a total is exact in any snapshot: a batch
// moves its entries from the queue to the counters in one transaction.

/** At most this many entries in a batch are announced one by one; more, once per area. */
const ANNOUNCED_ONE_BY_ONE = 50;

const QUEUE = (
  wakes: 'always' | 'unless marked',
) => `create or replace function audit_events_queue()
  returns trigger language plpgsql as $fn$
  begin
    insert into audit_unsealed (id) select id from new_rows;${
      wakes === 'unless marked'
        ? `
    if coalesce(current_setting('trellis.audit_wakes_sealer', true), '') <> 'off' then
      perform pg_notify('trellis_audit_unsealed', '');
    end if;`
        : `
    perform set_config('trellis.audit_pending', 'on', true);`
    }
    return null;
  end $fn$`;

/**
 * One sealing batch (audit_chain_seal over committed entries) and its announcement, in the
 * batch's transaction: each entry's record when the batch is small, else one notice per area.
 */
const SEAL_ANNOUNCED = `create function audit_chain_seal_announced(max_rows int, after_id bigint,
    out taken int, out sealed int, out last_id bigint)
  language plpgsql set plan_cache_mode = force_generic_plan as $fn$
  declare
    since bigint;
    batch bigint[];
    r record;
  begin
    perform pg_advisory_xact_lock(7120020);
    select seq into since from audit_chain_head;
    select s.taken, s.sealed, s.last_id into taken, sealed, last_id
      from audit_chain_seal(null, max_rows, after_id) s;
    if sealed = 0 then
      return;
    end if;
    -- The batch's places by key: on one generic plan, a range such as seq > since is priced as
    -- a third of the chain and read whole.
    batch := array(select generate_series(since + 1, since + sealed));
    if sealed <= ${ANNOUNCED_ONE_BY_ONE} then
      for r in select e.id, e.entity, e.entity_id from audit_seals s
          join audit_events e on e.id = s.id where s.seq = any(batch) order by s.seq loop
        perform pg_notify('trellis_events', json_build_object(
          'event', 'audit:recorded',
          'data', json_build_object('id', r.id, 'entity', r.entity, 'entity_id', r.entity_id)
        )::text);
      end loop;
    else
      for r in select max(e.id) as id, e.entity from audit_seals s
          join audit_events e on e.id = s.id where s.seq = any(batch) group by e.entity
          order by e.entity loop
        perform pg_notify('trellis_events', json_build_object(
          'event', 'audit:recorded',
          'data', json_build_object('id', r.id, 'entity', r.entity, 'entity_id', null)
        )::text);
      end loop;
    end if;
  end $fn$`;

/**
 * The totals' functions keep one plan, and read the waiting entries in their own process: the
 * queue is emptied as fast as it fills, so its statistics often say nothing is there, and
 * PostgreSQL then priced a scan of it as large enough for two parallel workers, whose start cost
 * 4 ms a call (a day's page of the log fell from 0.45 to 0.02 of the bench's anchor).
 */
const ONE_PLAN_IN_ONE_PROCESS =
  'set plan_cache_mode = force_generic_plan set max_parallel_workers_per_gather = 0';

/** A kept counter's value with the entries still waiting for their seal. */
const KEPT_COUNT = `create function audit_kept_count(dimension text, value text) returns bigint
  language plpgsql stable ${ONE_PLAN_IN_ONE_PROCESS} as $fn$
  begin
    return coalesce((select c.n from audit_event_counts c
        where c.dimension = audit_kept_count.dimension and c.value = audit_kept_count.value), 0)
      + (select count(*) from audit_unsealed q join audit_events e on e.id = q.id
        where case audit_kept_count.dimension
          when 'all' then true
          when 'action' then e.action = audit_kept_count.value
          when 'actor' then e.actor_id::text = audit_kept_count.value
          when 'entity' then e.entity = audit_kept_count.value
        end);
  end $fn$`;

const KEY = (day: string) => `to_char((${day})::timestamptz at time zone 'UTC', 'YYYY-MM-DD HH24')`;

/**
 * A date range's total from the hourly counters (as migration 20261129221000 wrote it: the open
 * ends are the lowest and highest hour keys, so one generic plan reads an index range), with
 * the entries of the range still waiting for their seal.
 */
const HOUR_TOTAL = (withWaiting: boolean) => `create or replace function audit_hour_total(
    since date, until date) returns bigint
  language plpgsql stable ${
    withWaiting ? ONE_PLAN_IN_ONE_PROCESS : 'set plan_cache_mode = force_generic_plan'
  } as $$
  begin
    return (select coalesce(sum(c.n), 0) from audit_event_counts c
      where c.dimension = 'hour'
        and c.value >= coalesce(${KEY('since')}, '0000-01-01 00')
        and c.value < coalesce(${KEY('until + 1')}, '9999-12-31 24'))${
          withWaiting
            ? `
      + (select count(*) from audit_unsealed q join audit_events e on e.id = q.id
        where e.at >= coalesce(since::timestamptz, '-infinity')
          and e.at < coalesce((until + 1)::timestamptz, 'infinity'))`
            : ''
        };
  end $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop trigger audit_events_seal on audit_events');
  await knex.raw('drop trigger audit_events_announce on audit_events');
  await knex.raw(QUEUE('unless marked'));
  await knex.raw(SEAL_ANNOUNCED);
  await knex.raw(KEPT_COUNT);
  await knex.raw(HOUR_TOTAL(true));
}

export async function down(knex: Knex): Promise<void> {
  // Whatever is still queued is sealed first: the old commits seal only their own entries.
  await knex.raw('select * from audit_chain_seal(null, 2147483647, 0)');
  await knex.raw(HOUR_TOTAL(false));
  await knex.raw('drop function audit_kept_count(text, text)');
  await knex.raw('drop function audit_chain_seal_announced(int, bigint)');
  await knex.raw(QUEUE('always'));
  await knex.raw(`create trigger audit_events_announce after insert on audit_events
    referencing new table as new_rows for each statement execute function audit_events_announce()`);
  await knex.raw(`create constraint trigger audit_events_seal after insert on audit_events
    deferrable initially deferred for each row execute function audit_events_seal()`);
}
