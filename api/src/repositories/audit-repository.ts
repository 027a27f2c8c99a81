import type { Knex } from 'knex';
import type {
  AuditActorKind,
  AuditChange,
  AuditEvent,
  AuditVerifyResponse,
} from '@trellis/contracts';
import {
  AUDIT_ORDER,
  auditConditions,
  listAuditEvents,
  type AuditFilters,
  type AuditListFilters,
} from './audit-list';
import { afterCommit } from './after-commit';
import { sealPending } from './audit-sealing';
import { cursorRows, type ExportRow } from './export-cursor';
import { prepared } from './prepared';

/** Who did it: a signed-in account, or the system (jobs, seeds, anonymous attempts). */
export interface AuditActor {
  id: number | null;
  name: string | null;
  kind: AuditActorKind;
}

/** One event to record, in the transaction of the change it describes. */
export interface NewAuditEvent {
  actor: AuditActor;
  /** `<entity>.<verb>`: `role.updated`, `auth.sign_in_failed`, `system_user.approved`. */
  action: string;
  entity: string;
  entityId?: number | string | null;
  /** How the record is shown at the time: `Customer Support`, `#AIM-C-012 Acme`. */
  entityLabel?: string | null;
  /** Only what changed; never passwords, tokens or file bytes. */
  changes?: AuditChange[];
  requestId?: string | null;
  clientIp?: string | null;
}

/** The chain's advisory lock, the one every sealing takes (audit_chain_seal). */
const CHAIN_LOCK = 7120020;
/** The change of an `audit.pruned` row that names the hash of the last row it removed. */
const PRUNE_ANCHOR = 'anchor_hash';

/** How long a committed row may wait for the sealer before verify reports it. */
const UNSEALED_GRACE = `interval '1 minute'`;

// The chain check in one statement, over one snapshot of the rows, their seals and the head. In
// chain order (`seq`, the place each row was sealed at): each row must hash to its seal's hash
// and name the row before it as its previous; the places must follow one another without a gap;
// the newest must be the head (so deleting the newest rows, or all of them, shows); the oldest
// must be the head's floor and name nothing (never pruned) or exactly the last row the latest
// prune removed. Every row is checked: one still without a seal a minute after it was written
// (the sealer takes seconds) is reported too, as is a seal whose row is gone.
const VERIFY = `with head as (select seq, hash, floor_seq from audit_chain_head),
  chain as (
    select s.id, s.seq, s.hash, s.prev_hash, e.id as event_id,
      lag(s.hash) over (order by s.seq) as previous,
      lag(s.seq) over (order by s.seq) as previous_seq,
      encode(sha256(convert_to(s.prev_hash || audit_event_canonical(e), 'UTF8')), 'hex') as computed
    from audit_seals s left join audit_events e on e.id = s.id
  ),
  anchor as (
    select coalesce((select c->>'to' from audit_events p, jsonb_array_elements(p.changes) c
      where p.action = 'audit.pruned' and c->>'field' = '${PRUNE_ANCHOR}'
      order by p.id desc limit 1), '') as hash
  ),
  ends as (select min(seq) as oldest, max(seq) as newest from chain)
  select
    (select count(*) from audit_events)::int as checked,
    coalesce(
      (select min(e.id) from audit_events e where e.at < now() - ${UNSEALED_GRACE}
        and not exists (select 1 from audit_seals s where s.id = e.id)),
      (select id from chain, anchor where event_id is null
        or computed is distinct from chain.hash
        or (previous is not null and prev_hash is distinct from previous)
        or (previous is null and prev_hash is distinct from anchor.hash)
        order by seq limit 1),
      (select chain.id from chain, head where chain.seq = head.seq
        and chain.hash is distinct from head.hash)
    ) as first_broken_id,
    (select least(
      (select min(previous_seq + 1) from chain where seq <> previous_seq + 1),
      case when ends.oldest is distinct from head.floor_seq and head.seq >= head.floor_seq
        then head.floor_seq end,
      case when coalesce(ends.newest, 0) < head.seq then coalesce(ends.newest + 1, head.floor_seq) end
    ) from head, ends) as first_missing_seq`;

const EXPORT_COLUMNS = `id, at, actor_id, actor_name, actor_kind, action, entity, entity_id,
  entity_label, changes, request_id`;

/** Rows per insert: well under PostgreSQL's 65,535 bound parameters at 10 columns a row. */
const auditRow = (event: NewAuditEvent) => ({
  actor_id: event.actor.id,
  actor_name: event.actor.name,
  actor_kind: event.actor.kind,
  action: event.action,
  entity: event.entity,
  entity_id:
    event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
  entity_label: event.entityLabel ?? null,
  changes: JSON.stringify(event.changes ?? []),
  request_id: event.requestId ?? null,
  client_ip: event.clientIp ?? null,
});

/**
 * Marks the insert as the API's own: the API wakes its sealer itself once the transaction has
 * committed, so the insert sends no NOTIFY. A NOTIFY holds a lock on the database until its
 * transaction's commit reaches the disk, which made every audited write wait for the one before.
 */
const WAKES_SEALER_ITSELF = `(select set_config('trellis.audit_wakes_sealer', 'off', true)) marked`;

/** One event, prepared: every audited write runs it, so it is parsed once per connection. */
const INSERT_ONE = `insert into audit_events (actor_id, actor_name, actor_kind, action, entity,
  entity_id, entity_label, changes, request_id, client_ip)
  select ?::integer, ?::text, ?::text, ?::text, ?::text, ?::text, ?::text, ?::jsonb, ?::text,
    ?::text from ${WAKES_SEALER_ITSELF}`;

/**
 * Many events as one JSON parameter, read back into rows by PostgreSQL in their order: the
 * statement is the same text whatever their number, so nothing is built or planned per row, and
 * the process stays free for other requests while a large batch is written.
 */
const INSERT_MANY = `insert into audit_events (actor_id, actor_name, actor_kind, action, entity,
    entity_id, entity_label, changes, request_id, client_ip)
  select actor_id, actor_name, actor_kind, action, entity, entity_id, entity_label,
    coalesce(changes, '[]'::jsonb), request_id, client_ip
  from rows from (json_to_recordset(?::json) as (actor_id integer, actor_name text,
      actor_kind text, action text, entity text, entity_id text, entity_label text,
      changes jsonb, request_id text, client_ip text)) with ordinality
    as e(actor_id, actor_name, actor_kind, action, entity, entity_id, entity_label, changes,
         request_id, client_ip, n), ${WAKES_SEALER_ITSELF}
  order by n`;

const manyRow = (event: NewAuditEvent) => ({
  ...auditRow(event),
  changes: event.changes ?? [],
});

export function createAuditRepository(db: Knex) {
  /** Who is told when entries this process wrote have committed: the sealer. */
  const committedListeners = new Set<() => void>();
  const committed = () => {
    for (const listener of committedListeners) listener();
  };

  return {
    /** Calls `listener` each time entries written through this repository have committed. */
    onCommitted(listener: () => void): () => void {
      committedListeners.add(listener);
      return () => committedListeners.delete(listener);
    },

    async record(event: NewAuditEvent, trx: Knex = db): Promise<void> {
      const row = auditRow(event);
      await prepared(trx, INSERT_ONE, [
        row.actor_id,
        row.actor_name,
        row.actor_kind,
        row.action,
        row.entity,
        row.entity_id,
        row.entity_label,
        row.changes,
        row.request_id,
        row.client_ip,
      ]);
      afterCommit(trx, committed);
    },

    /** Many events in one statement, in order (a bulk batch's rows). */
    async recordMany(events: readonly NewAuditEvent[], trx: Knex = db): Promise<void> {
      if (events.length === 0) return;
      await trx.raw(INSERT_MANY, [JSON.stringify(events.map(manyRow))]);
      afterCommit(trx, committed);
    },

    /** Newest first; `total` counts the filtered rows. */
    list(query: AuditListFilters): Promise<{ items: AuditEvent[]; total: number }> {
      return listAuditEvents(db, query);
    },

    /**
     * The export's rows: every row the filters match, newest first, read through a cursor. The
     * filters are resolved now, so their failure is an error answer rather than a broken download.
     */
    async exportRows(query: AuditFilters): Promise<AsyncGenerator<ExportRow>> {
      const { where, bindings } = await auditConditions(db, query);
      return cursorRows(db, {
        sql: `select ${EXPORT_COLUMNS} from audit_events ${where} order by ${AUDIT_ORDER}`,
        bindings,
        // As the list's search: planned for its words, a common one walking the log's order.
        planEachCall: Boolean(query.search),
      });
    },

    /**
     * Retention: removes the rows older than `days` days (the chain's oldest, up to the first
     * row to keep), and records how many went and the hash
     * of the last one removed, which the oldest kept row names as its previous. Verify checks
     * that link, so the kept chain stays provable and a prune made any other way is caught.
     * Under the chain's lock, so no insert reads a head that is being removed.
     */
    async prune(days: number, actor: AuditActor): Promise<number> {
      return db.transaction(async (trx) => {
        await trx.raw(`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
        // The oldest rows only, as a prefix of the chain: up to the first row still kept.
        const cutoff = trx.raw(`now() - make_interval(days => ?)`, [days]);
        const kept = await trx('audit_seals as s')
          .join('audit_events as e', 'e.id', 's.id')
          .where('e.at', '>=', cutoff)
          .min<{ seq: string | null }>({ seq: 's.seq' })
          .first();
        const last = await trx('audit_seals')
          .modify((q) => {
            if (kept?.seq != null) q.where('seq', '<', kept.seq);
          })
          .orderBy('seq', 'desc')
          .first<{ seq: string; id: string; hash: string } | undefined>('seq', 'id', 'hash');
        if (!last) return 0;
        await trx.raw(`set local trellis.audit_prune = 'on'`);
        const removed = await trx('audit_events')
          .whereIn('id', trx('audit_seals').where('seq', '<=', last.seq).select('id'))
          .delete();
        await trx('audit_seals').where('seq', '<=', last.seq).delete();
        await trx.raw(`set local trellis.audit_prune = 'off'`);
        await trx('audit_chain_head').update({ floor_seq: trx.raw('?::bigint + 1', [last.seq]) });
        await this.record(
          {
            actor,
            action: 'audit.pruned',
            entity: 'audit',
            entityLabel: `Entries older than ${days} days`,
            changes: [
              { field: 'removed', from: null, to: removed },
              { field: 'last_removed_id', from: null, to: Number(last.id) },
              { field: PRUNE_ANCHOR, from: null, to: last.hash },
            ],
          },
          trx,
        );
        return removed;
      });
    },

    /** Seals the committed rows waiting for their seal (audit-sealing.ts); how many it sealed. */
    sealPending(): Promise<number> {
      return sealPending(db);
    },

    async verify(): Promise<AuditVerifyResponse> {
      const { rows } = await db.raw<{
        rows: {
          checked: number;
          first_broken_id: string | null;
          first_missing_seq: string | null;
        }[];
      }>(VERIFY);
      const row = rows[0]!;
      const broken = row.first_broken_id === null ? null : Number(row.first_broken_id);
      const missing = row.first_missing_seq === null ? null : Number(row.first_missing_seq);
      return {
        ok: broken === null && missing === null,
        checked: row.checked,
        first_broken_id: broken,
        first_missing_seq: missing,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
