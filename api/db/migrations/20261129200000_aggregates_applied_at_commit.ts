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

/** The audit seal applies them first, so every commit takes the aggregates before the chain. */
const SEAL_APPLIES_FIRST = /(\$function\$\s*declare[\s\S]*?\bbegin\b)/;
const SEAL_APPLY = '\n    perform aggregate_deltas_apply();';

async function rewriteSeal(knex: Knex, change: (def: string) => string): Promise<void> {
  const { rows } = await knex.raw<{ rows: { def: string }[] }>(
    "select pg_get_functiondef('audit_events_seal'::regproc) as def",
  );
  const after = change(rows[0]!.def);
  if (after === rows[0]!.def) throw new Error('audit_events_seal has changed shape');
  await knex.raw(after);
}

export async function up(knex: Knex): Promise<void> {
  await applyAggregatesAtCommit(knex, DEFERRED);
  await rewriteSeal(knex, (def) => def.replace(SEAL_APPLIES_FIRST, `$1${SEAL_APPLY}`));
}

export async function down(knex: Knex): Promise<void> {
  await rewriteSeal(knex, (def) => def.replace(SEAL_APPLY, ''));
  await applyAggregatesAtOnce(knex, DEFERRED);
  await knex.raw(
    'drop function aggregate_deltas_apply(), aggregate_deltas_at_commit(), aggregate_delta_queued(text)',
  );
}
