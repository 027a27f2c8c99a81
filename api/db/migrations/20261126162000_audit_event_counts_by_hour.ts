import type { Knex } from 'knex';

// The log's date filter counted every entry of its range for the list's total: a busy day is
// thousands of index entries, a month a hundred thousand. Entries are now also counted per UTC
// hour, kept in the same sealing at commit as the other totals (and taken off by the retention
// prune), so a range's total sums at most 24 rows a day. Every business time zone's midnight
// that falls on a whole UTC hour (all but a few half-hour zones) is then exact; the others count.

/** An instant's hour in UTC, as the counters key it: sortable text, `2026-11-26 14`. */
const HOUR_KEY = (instant: string) => `to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD HH24')`;

const seal = (
  hours: boolean,
) => `create or replace function audit_events_seal() returns trigger language plpgsql as $fn$
  declare
    head_seq bigint;
    head_hash text;
    sealed text;
  begin
    perform pg_advisory_xact_lock(7120020);
    select seq, hash into head_seq, head_hash from audit_chain_head;
    sealed := encode(sha256(convert_to(head_hash || audit_event_canonical(new), 'UTF8')), 'hex');
    perform set_config('trellis.audit_seal', 'on', true);
    update audit_events set seq = head_seq + 1, prev_hash = head_hash, hash = sealed
      where id = new.id;
    perform set_config('trellis.audit_seal', 'off', true);
    update audit_chain_head set seq = head_seq + 1, hash = sealed;
    insert into audit_event_counts (dimension, value, n)
      select dimension, value, 1 from (values ('all', ''), ('action', new.action),
        ('actor', new.actor_id::text), ('entity', new.entity)
        ${hours ? `, ('hour', ${HOUR_KEY('new.at')})` : ''}) d (dimension, value)
      where value is not null
      on conflict (dimension, value) do update set n = audit_event_counts.n + 1;
    return null;
  end $fn$`;

const dimensions = (rows: string, hours: boolean) => `
  select 'all' as dimension, '' as value from ${rows}
  union all select 'action', action from ${rows}
  union all select 'actor', actor_id::text from ${rows} where actor_id is not null
  union all select 'entity', entity from ${rows}
  ${hours ? `union all select 'hour', ${HOUR_KEY('at')} from ${rows}` : ''}`;

const subtract = (
  hours: boolean,
) => `create or replace function audit_event_counts_subtract() returns trigger
  language plpgsql as $fn$
  begin
    update audit_event_counts c set n = c.n - d.n
      from (select dimension, value, count(*) as n from (${dimensions('old_rows', hours)}) x
            group by dimension, value) d
      where c.dimension = d.dimension and c.value = d.value;
    -- The pruned hours are gone for good: their counters would only pile up.
    delete from audit_event_counts where dimension = 'hour' and n = 0;
    return null;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(seal(true));
  await knex.raw(subtract(true));
  // Sealed rows only: a row still unsealed is counted when its transaction commits.
  await knex.raw(`insert into audit_event_counts (dimension, value, n)
    select 'hour', ${HOUR_KEY('at')}, count(*) from audit_events where seq is not null
    group by 2`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(seal(false));
  await knex.raw(subtract(false));
  await knex.raw(`delete from audit_event_counts where dimension = 'hour'`);
}
