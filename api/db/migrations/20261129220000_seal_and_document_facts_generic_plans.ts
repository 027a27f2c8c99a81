import type { Knex } from 'knex';

// Two functions that run in every audited write or every ticket write were planning their
// statements again on every call. PL/pgSQL keeps a plan per statement, but one with parameters
// gets a custom plan for each call whenever its generic plan looks dearer, and a condition such
// as `id = any(ids)` on an array of unknown length always does. pg_stat_statements (with
// track = all and track_planning) over 10 writers creating customers on the 100,000-row bench
// database showed each of audit_chain_seal's statements planned once per call: 0.56 ms of
// planning against 0.25 ms of running them, all of it under the chain's lock, which every
// audited commit waits its turn for. tickets_document_facts planned its customer lock and its
// update of the documents' copies on every ticket write (0.25 ms).
//
// Each statement of both reads by key whatever its parameters (the seal sets enable_seqscan off
// for that reason), so one generic plan per connection is right for every call. With it, the
// seal's own time fell from 1.1 to 0.5 ms, and the wait for the chain's lock from 5.6 to 2.7 ms.

const FUNCTIONS = ['audit_chain_seal(xid8, integer, bigint)', 'tickets_document_facts()'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const fn of FUNCTIONS)
    await knex.raw(`alter function ${fn} set plan_cache_mode = force_generic_plan`);
}

export async function down(knex: Knex): Promise<void> {
  for (const fn of FUNCTIONS) await knex.raw(`alter function ${fn} reset plan_cache_mode`);
}
