import type { Knex } from 'knex';

// The audit log's total for a date range, summed from its hourly counters, as a function the
// list's statement calls. Written inline, the hour range's estimate (a parameter's range over
// all the counters) made PostgreSQL plan the whole list statement again on every call, which
// cost more than running it; a PL/pgSQL function is priced the same whatever the range, so the
// statement keeps one plan. Either end may be null (open).

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function audit_hour_total(since date, until date) returns bigint
    language plpgsql stable as $$
    begin
      return (select coalesce(sum(c.n), 0) from audit_event_counts c
        where c.dimension = 'hour'
          and (since is null
            or c.value >= to_char(since::timestamptz at time zone 'UTC', 'YYYY-MM-DD HH24'))
          and (until is null
            or c.value < to_char((until + 1)::timestamptz at time zone 'UTC', 'YYYY-MM-DD HH24')));
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists audit_hour_total(date, date)');
}
