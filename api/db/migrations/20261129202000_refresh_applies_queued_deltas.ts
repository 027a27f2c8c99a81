import type { Knex } from 'knex';

// The repair functions recount an aggregate from its table, which already holds the calling
// transaction's own rows. Since the aggregates move at commit (20261129200000), that
// transaction's queued deltas would then be added again when it commits: each repair first
// applies them, so that what it recounts is all there is.

const REFRESHES = [
  'refresh_aggregates',
  'refresh_engineer_status_counts',
  'refresh_lead_status_counts',
  'refresh_leave_and_notification_totals',
  'refresh_ticket_status_counts',
] as const;

const BODY_START = 'AS $function$';
const APPLY_FIRST = `${BODY_START}\n  select aggregate_deltas_apply();`;

async function rewrite(knex: Knex, change: (def: string) => string): Promise<void> {
  for (const fn of REFRESHES) {
    const { rows } = await knex.raw<{ rows: { def: string }[] }>(
      'select pg_get_functiondef(?::regproc) as def',
      [fn],
    );
    const after = change(rows[0]!.def);
    if (after === rows[0]!.def) throw new Error(`${fn} has changed shape`);
    await knex.raw(after);
  }
}

export async function up(knex: Knex): Promise<void> {
  await rewrite(knex, (def) => def.replace(BODY_START, APPLY_FIRST));
}

export async function down(knex: Knex): Promise<void> {
  await rewrite(knex, (def) => def.replace(APPLY_FIRST, BODY_START));
}
