import type { Knex } from 'knex';
import { applyAggregatesAtCommit, applyAggregatesAtOnce } from '../aggregates-at-commit';

// The shared aggregates (the live counters, the per-status, per-hour, per-month and per-currency
// totals) are moved at commit instead of at each statement, so that a writer holds their rows
// for its commit only, not for the rest of its transaction: an import of 100,000 leads no longer
// stalls every other lead written meanwhile. See ../aggregates-at-commit.ts.
//
// Left as they are, moved at once: the per-record figures (booked days per engineer, a
// customer's document figures, staff per role), which few writers share and which their own
// transaction reads back.

const DEFERRED = [
  'customers_counters',
  'leads_counters',
  'tickets_counters',
  'users_counters',
  'leave_requests_counters',
  'notifications_counters',
  'receivables_counters',
  'assets_totals',
  'engineer_status_counts',
  'leads_hour_counts',
  'leads_status_counts',
  'leave_requests_approved_month_counts',
  'leave_requests_status_counts',
  'notifications_totals',
  'payouts_totals',
  'receivables_totals',
  'tickets_revenue',
  'tickets_start_day_countries',
  'tickets_start_month_counts',
  'tickets_status_counts',
] as const;

/**
 * A transaction that writes audit rows applies its deltas from its seal, once it holds the
 * chain's lock: every audited commit passes through that lock one at a time, so taking the
 * aggregate rows before it would keep them locked while waiting in that line. The queue's
 * statement trigger marks the transaction; the seal applies, then unmarks it.
 */
const AUDIT_QUEUE = (marks: boolean) => `create or replace function audit_events_queue()
  returns trigger language plpgsql as $fn$
  begin
    insert into audit_unsealed (id) select id from new_rows;${
      marks ? "\n    perform set_config('trellis.audit_pending', 'on', true);" : ''
    }
    return null;
  end $fn$`;

const SEAL = (applies: boolean) => `create or replace function audit_events_seal()
  returns trigger language plpgsql as $fn$
  declare
    pending int;
    upto bigint;
  begin
    upto := coalesce(nullif(current_setting('trellis.audit_sealed_upto', true), '')::bigint, 0);
    if new.id <= upto then
      return null;
    end if;
    select count(*), max(id) into pending, upto from audit_unsealed
      where tx = pg_current_xact_id();
    perform set_config('trellis.audit_sealed_upto', coalesce(upto, new.id)::text, true);
    if pending <= 1000 then
      perform audit_chain_seal(pg_current_xact_id(), pending, 0);
    else
      perform pg_notify('trellis_audit_unsealed', pending::text);
    end if;${
      applies
        ? `
    perform set_config('trellis.audit_pending', '', true);
    perform aggregate_deltas_apply();`
        : ''
    }
    return null;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await applyAggregatesAtCommit(knex, DEFERRED);
  await knex.raw(AUDIT_QUEUE(true));
  await knex.raw(SEAL(true));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(AUDIT_QUEUE(false));
  await knex.raw(SEAL(false));
  await applyAggregatesAtOnce(knex, DEFERRED);
  await knex.raw(
    'drop function aggregate_deltas_apply(), aggregate_deltas_at_commit(), aggregate_delta_queued(text)',
  );
}
