import type { Knex } from 'knex';

// Seals each audit row into the hash chain when its transaction commits, not when it is
// inserted. Chaining at insert held the chain's lock from the insert to the end of the
// transaction, across every round trip the application made after it, so audited writes ran one
// at a time. A deferred constraint trigger runs inside COMMIT itself: the lock is held only for
// the sealing and the commit's flush, with no application round trip in between.
//
// - Rows get their id from the sequence at insert; `seq` is their place in the chain, drawn when
//   sealed, in commit order. Verify and the retention prune walk the chain by `seq`.
// - audit_chain_head keeps the last sealed row's place and hash, so sealing reads one row.
// - The only update the table accepts is that sealing of a row not yet sealed; the kept totals
//   move into the sealing too, so no counter row is held locked across a transaction either.

const SEAL = `create function audit_events_seal() returns trigger language plpgsql as $fn$
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
        ('actor', new.actor_id::text), ('entity', new.entity)) d (dimension, value)
      where value is not null
      on conflict (dimension, value) do update set n = audit_event_counts.n + 1;
    return null;
  end $fn$`;

const REFUSE = `create or replace function audit_events_refuse() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'DELETE' and current_setting('trellis.audit_prune', true) = 'on' then
      return old;
    end if;
    if tg_op = 'UPDATE' and old.hash is null and current_setting('trellis.audit_seal', true) = 'on' then
      return new;
    end if;
    raise exception 'audit_events is append-only: % refused', tg_op
      using errcode = 'insufficient_privilege';
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop trigger audit_events_chain on audit_events');
  await knex.raw('drop function audit_events_chain()');
  await knex.raw('drop trigger audit_event_counts_add on audit_events');
  await knex.raw('drop function audit_event_counts_add()');
  await knex.raw(`alter table audit_events
    alter column id set default nextval('audit_events_id_seq'),
    alter column prev_hash drop not null,
    alter column hash drop not null,
    add column seq bigint`);
  // The rows so far were chained in id order.
  await knex.raw('alter table audit_events disable trigger audit_events_append_only');
  await knex.raw('update audit_events set seq = id');
  await knex.raw('alter table audit_events enable trigger audit_events_append_only');
  await knex.raw(`create table audit_chain_head (
    one boolean primary key default true check (one),
    seq bigint not null,
    hash text not null
  )`);
  await knex.raw(`insert into audit_chain_head (seq, hash)
    select coalesce(max(seq), 0),
      coalesce((select hash from audit_events order by seq desc limit 1), '')
    from audit_events`);
  await knex.raw(REFUSE);
  await knex.raw(SEAL);
  await knex.raw(`create constraint trigger audit_events_seal after insert on audit_events
    deferrable initially deferred for each row execute function audit_events_seal()`);
}

export async function down(): Promise<void> {
  throw new Error('The sealed audit chain cannot be unsealed; restore a backup instead.');
}
