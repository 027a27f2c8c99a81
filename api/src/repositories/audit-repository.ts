import type { Knex } from 'knex';
import type {
  AuditActorKind,
  AuditChange,
  AuditEvent,
  AuditListParams,
  AuditVerifyResponse,
} from '@trellis/contracts';
import { AUDIT_ORDER, auditConditions, listAuditEvents, type AuditFilters } from './audit-list';
import { cursorRows, type ExportRow } from './export-cursor';

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

/** The chain's advisory lock, the one the sealing at commit takes (migration 20261126122000). */
const CHAIN_LOCK = 7120020;
/** The change of an `audit.pruned` row that names the hash of the last row it removed. */
const PRUNE_ANCHOR = 'anchor_hash';

// The chain check in one statement, in chain order (`seq`, drawn as each row is sealed at its
// commit): each row must hash to its stored hash and name the row before it as its previous. The
// oldest kept row must name nothing (the log was never pruned) or exactly the last row the
// latest prune removed, so removing old rows any other way shows.
const VERIFY = `select count(*)::int as checked,
    (array_agg(id order by seq) filter (where computed is distinct from hash
      or (previous is not null and prev_hash is distinct from previous)
      or (previous is null and prev_hash is distinct from anchor)))[1] as first_broken_id
  from (
    select e.id, e.seq, e.hash, e.prev_hash, lag(e.hash) over (order by e.seq) as previous,
      encode(sha256(convert_to(e.prev_hash || audit_event_canonical(e), 'UTF8')), 'hex') as computed,
      coalesce((select c->>'to' from audit_events p, jsonb_array_elements(p.changes) c
        where p.action = 'audit.pruned' and c->>'field' = '${PRUNE_ANCHOR}'
        order by p.id desc limit 1), '') as anchor
    from audit_events e
    where e.seq is not null
  ) chain`;

const EXPORT_COLUMNS = `id, at, actor_id, actor_name, actor_kind, action, entity, entity_id,
  entity_label, changes, request_id`;

export function createAuditRepository(db: Knex) {
  return {
    async record(event: NewAuditEvent, trx: Knex = db): Promise<void> {
      await trx('audit_events').insert({
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
    },

    /** Newest first; `total` counts the filtered rows. */
    list(query: AuditListParams): Promise<{ items: AuditEvent[]; total: number }> {
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
        const kept = await trx('audit_events')
          .where('at', '>=', cutoff)
          .whereNotNull('seq')
          .min<{ seq: string | null }>({ seq: 'seq' })
          .first();
        const last = await trx('audit_events')
          .whereNotNull('seq')
          .modify((q) => {
            if (kept?.seq != null) q.where('seq', '<', kept.seq);
          })
          .orderBy('seq', 'desc')
          .first<{ seq: string; id: string; hash: string } | undefined>('seq', 'id', 'hash');
        if (!last) return 0;
        await trx.raw(`set local trellis.audit_prune = 'on'`);
        const removed = await trx('audit_events').where('seq', '<=', last.seq).delete();
        await trx.raw(`set local trellis.audit_prune = 'off'`);
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

    async verify(): Promise<AuditVerifyResponse> {
      const { rows } = await db.raw<{
        rows: { checked: number; first_broken_id: string | null }[];
      }>(VERIFY);
      const row = rows[0]!;
      const broken = row.first_broken_id === null ? null : Number(row.first_broken_id);
      return { ok: broken === null, checked: row.checked, first_broken_id: broken };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
