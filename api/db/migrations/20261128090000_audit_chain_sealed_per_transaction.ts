import type { Knex } from 'knex';

// Seals the audit chain in linear time. The sealing at commit used to run once per row: each
// row's trigger moved the chain head and five counter rows, so a transaction of N rows left N
// versions of each of those rows, and every later trigger of the same transaction walked all of
// them (16,000 rows took 36 s, 100,000 would take hours), holding the chain's lock throughout.
//
// Now the work is one set-based pass over a transaction's rows:
// - The first of a transaction's deferred triggers seals every row the transaction wrote: the
//   hashes are chained in a loop, written in one statement, and the head and the counters move
//   once. The triggers after it see their row already handled and return at once.
// - A transaction of more than SEAL_AT_COMMIT_MAX rows (a bulk action, an import) commits its
//   rows unsealed and NOTIFYs; the API's sealer (or anyone calling audit_chain_seal) seals
//   committed rows a few hundred at a time, each batch its own short transaction. The chain's
//   lock is then never held for longer than one batch, so an ordinary audited write never waits
//   behind a large one.
// - The seals live in audit_seals (place, row, previous hash, hash), not in audit_events: a seal
//   is an insert into a narrow table with two indexes, where updating the event row rewrote it
//   into every one of its nine indexes. audit_events is now insert-only, with no exception.
// - audit_unsealed queues the rows waiting for their seal, each with the (top-level) transaction
//   that wrote it, filled by one statement-level trigger per insert statement: a transaction
//   finds its own rows there, and the sealer committed ones in id order.
// - audit_chain_head.floor_seq is the oldest place the chain still holds (moved by the retention
//   prune), so verify can name the first missing place when the oldest, newest or all rows go.

const SEAL_AT_COMMIT_MAX = 1000;

const HOUR_KEY = `to_char(e.at at time zone 'UTC', 'YYYY-MM-DD HH24')`;

/**
 * Seals up to `max_rows` queued rows in id order: the rows of transaction `only_tx`, or (null)
 * rows of transactions that have committed, after id `after_id` (the sealer's place in its pass,
 * so no batch reads again what the ones before it sealed). Returns how many rows it took off the
 * queue, how many of them it sealed, and the last one's id.
 */
const CHAIN_SEAL = `create function audit_chain_seal(only_tx xid8, max_rows int, after_id bigint,
    out taken int, out sealed int, out last_id bigint)
  language plpgsql as $fn$
  declare
    head_seq bigint;
    head_hash text;
    n int := 0;
    seqscan text;
    queued bigint[];
    ids bigint[] := '{}';
    canonicals text[] := '{}';
    hashes text[] := '{}';
    prevs text[] := '{}';
  begin
    if only_tx is null then
      -- The sealer's own transaction: a crash can only lose a whole batch, queue entries, seals
      -- and head together, which the next run seals again, so its commit need not wait for the
      -- disk, and it gives the chain's lock back sooner.
      perform set_config('synchronous_commit', 'off', true);
    end if;
    -- Every statement here reads a batch by key. Right after a large insert, before autovacuum
    -- has analysed it, the planner can take audit_events for a small table and scan it whole
    -- for each batch; by key is right at every size.
    seqscan := current_setting('enable_seqscan');
    perform set_config('enable_seqscan', 'off', true);
    perform pg_advisory_xact_lock(7120020);
    select array_agg(id order by id) into queued from (
      select q.id from audit_unsealed q where only_tx is not null and q.tx = only_tx
      union all
      select q.id from audit_unsealed q where only_tx is null and q.id > after_id
        and q.tx <> pg_current_xact_id()
      order by 1 limit max_rows
    ) q;
    taken := coalesce(cardinality(queued), 0);
    sealed := 0;
    if taken = 0 then
      perform set_config('enable_seqscan', seqscan, true);
      return;
    end if;
    last_id := queued[taken];
    delete from audit_unsealed where id = any(queued);
    select seq, hash into head_seq, head_hash from audit_chain_head;
    -- The rows' canonical texts in one statement; only the chaining itself is a loop, over
    -- plain expressions (PL/pgSQL's fast path), since each hash takes the one before it.
    select coalesce(array_agg(e.id order by e.id), '{}'),
           coalesce(array_agg(audit_event_canonical(e) order by e.id), '{}')
      into ids, canonicals
      from audit_events e
      where e.id = any(queued) and not exists (select 1 from audit_seals s where s.id = e.id);
    n := cardinality(ids);
    sealed := n;
    if n = 0 then
      perform set_config('enable_seqscan', seqscan, true);
      return;
    end if;
    for i in 1..n loop
      prevs[i] := head_hash;
      head_hash := encode(sha256(convert_to(head_hash || canonicals[i], 'UTF8')), 'hex');
      hashes[i] := head_hash;
    end loop;
    insert into audit_seals (seq, id, prev_hash, hash)
      select head_seq + s.place, s.id, s.prev, s.hash
      from unnest(ids, prevs, hashes) with ordinality as s(id, prev, hash, place);
    update audit_chain_head set seq = head_seq + n, hash = head_hash;
    insert into audit_event_counts (dimension, value, n)
      select d.dimension, d.value, sum(g.n) from (
        select e.action, e.actor_id, e.entity, ${HOUR_KEY} as hour, count(*) as n
        from audit_events e where e.id = any(ids)
        group by 1, 2, 3, 4
      ) g, lateral (values ('all', ''), ('action', g.action), ('actor', g.actor_id::text),
          ('entity', g.entity), ('hour', g.hour)) d (dimension, value)
      where d.value is not null
      group by d.dimension, d.value
      on conflict (dimension, value) do update set n = audit_event_counts.n + excluded.n;
    perform set_config('enable_seqscan', seqscan, true);
  end $fn$`;

/** Queues each insert statement's rows for sealing, in one statement. */
const QUEUE = `create function audit_events_queue() returns trigger language plpgsql as $fn$
  begin
    insert into audit_unsealed (id) select id from new_rows;
    return null;
  end $fn$`;

/** The deferred trigger: the transaction's first sealing call does the whole transaction. */
const SEAL_TRIGGER = `create or replace function audit_events_seal() returns trigger
  language plpgsql as $fn$
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
    if pending <= ${SEAL_AT_COMMIT_MAX} then
      perform audit_chain_seal(pg_current_xact_id(), pending, 0);
    else
      perform pg_notify('trellis_audit_unsealed', pending::text);
    end if;
    return null;
  end $fn$`;

/** Both tables refuse every change but the retention prune's delete. */
const REFUSE = `create or replace function audit_events_refuse() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'DELETE' and current_setting('trellis.audit_prune', true) = 'on' then
      return old;
    end if;
    raise exception '% is append-only: % refused', tg_table_name, tg_op
      using errcode = 'insufficient_privilege';
  end $fn$`;

/** A truncate refused for either table (the statement-level guard of audit_events' kind). */
const REFUSE_TRUNCATE = `create function audit_seals_refuse_truncate() returns trigger
  language plpgsql as $fn$
  begin
    raise exception 'audit_seals is append-only: TRUNCATE refused'
      using errcode = 'insufficient_privilege';
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table audit_seals (
    seq bigint primary key,
    id bigint not null unique,
    prev_hash text not null,
    hash text not null
  )`);
  await knex.raw(`insert into audit_seals (seq, id, prev_hash, hash)
    select seq, id, prev_hash, hash from audit_events where seq is not null`);
  await knex.raw(REFUSE);
  await knex.raw(`create trigger audit_seals_append_only before update or delete on audit_seals
    for each row execute function audit_events_refuse()`);
  await knex.raw(REFUSE_TRUNCATE);
  await knex.raw(`create trigger audit_seals_no_truncate before truncate on audit_seals
    for each statement execute function audit_seals_refuse_truncate()`);

  await knex.raw(`create table audit_unsealed (
    id bigint primary key,
    tx xid8 not null default pg_current_xact_id()
  )`);
  await knex.raw('create index audit_unsealed_tx_idx on audit_unsealed (tx, id)');
  await knex.raw(QUEUE);
  await knex.raw(`create trigger audit_events_queue after insert on audit_events
    referencing new table as new_rows for each statement execute function audit_events_queue()`);

  await knex.raw('alter table audit_chain_head add column floor_seq bigint not null default 1');
  await knex.raw(`update audit_chain_head set floor_seq = coalesce(
    (select min(seq) from audit_seals), seq + 1)`);
  // Stable, as its body (jsonb_build_array) is: PostgreSQL then inlines it into the statements
  // that seal and verify, instead of running it as a function call per row.
  await knex.raw('alter function audit_event_canonical(audit_events) stable');
  await knex.raw(CHAIN_SEAL);
  await knex.raw(SEAL_TRIGGER);
  await knex.raw(
    'alter table audit_events drop column seq, drop column prev_hash, drop column hash',
  );
}

export async function down(): Promise<void> {
  throw new Error('The audit chain cannot be moved back into audit_events; restore a backup.');
}
