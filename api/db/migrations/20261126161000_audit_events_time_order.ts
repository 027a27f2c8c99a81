import type { Knex } from 'knex';

// The log reads newest first by the time of the change. Each filter's index ends in (at desc,
// id desc), so a filtered page is read in order off its index and the page's ids come from the
// index alone, where an (x, id) index left a day's or an action's entries to be sorted. The
// whole log's order already has audit_events_at_idx (at desc, id desc).

const REPLACED: Record<string, { old: string; columns: string }> = {
  audit_events_action_at_idx: { old: 'audit_events_action_idx', columns: 'action' },
  audit_events_actor_at_idx: { old: 'audit_events_actor_idx', columns: 'actor_id' },
  audit_events_entity_at_idx: { old: 'audit_events_entity_idx', columns: 'entity, entity_id' },
};

export async function up(knex: Knex): Promise<void> {
  for (const [name, { old, columns }] of Object.entries(REPLACED)) {
    await knex.raw(`create index ${name} on audit_events (${columns}, at desc, id desc)`);
    await knex.raw(`drop index if exists ${old}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [name, { old, columns }] of Object.entries(REPLACED)) {
    await knex.raw(`create index ${old} on audit_events (${columns}, id desc)`);
    await knex.raw(`drop index if exists ${name}`);
  }
}
