import type { Knex } from 'knex';
import type {
  AuditActorKind,
  AuditChange,
  AuditEvent,
  AuditListParams,
  AuditVerifyResponse,
} from '@trellis/contracts';
import { pageLimit } from './prepared';
import { containsCondition, lookupWords } from './search-words';

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

interface AuditRow {
  id: string;
  at: Date;
  actor_id: number | null;
  actor_name: string | null;
  actor_kind: AuditActorKind;
  action: string;
  entity: string;
  entity_id: string | null;
  entity_label: string | null;
  changes: AuditChange[];
  request_id: string | null;
}

const toAuditEvent = (row: AuditRow): AuditEvent => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  actor: { id: row.actor_id, name: row.actor_name, kind: row.actor_kind },
  action: row.action,
  entity: row.entity,
  entity_id: row.entity_id,
  entity_label: row.entity_label,
  changes: row.changes,
  request_id: row.request_id,
});

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

/** The list's filters without its paging: what an export selects. */
export type AuditFilters = Omit<AuditListParams, 'page' | 'limit'>;

const LIST_COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor_name',
  'actor_kind',
  'action',
  'entity',
  'entity_id',
  'entity_label',
  'changes',
  'request_id',
] as const;

/** The searched columns, as `table.column` (see search-words.ts). */
const SEARCHED = ['audit_events.entity_label', 'audit_events.actor_name'];

/**
 * The events the filters match; each filter has its index, ending in the id for the order. The
 * search looks up the record's label and the actor's name, each on its trigram index by its
 * rarest word, united (an OR would scan the whole log).
 */
async function filteredEvents(db: Knex, query: AuditFilters) {
  const search = query.search
    ? await (async () => {
        const words = await lookupWords(db, query.search, SEARCHED);
        return SEARCHED.map((key) =>
          containsCondition(key.split('.')[1]!, query.search, words.get(key)),
        );
      })()
    : null;
  // Wrapped: a knex builder is thenable, and awaiting it would run it.
  const events = db('audit_events').where((q) => {
    if (query.entity) q.where('entity', query.entity);
    if (query.entity_id) q.where('entity_id', query.entity_id);
    if (query.actor_id) q.where('actor_id', query.actor_id);
    if (query.action) q.where('action', query.action);
    if (query.from) q.where('at', '>=', query.from);
    if (query.to) q.whereRaw(`at < (?::date + 1)`, [query.to]);
    if (search)
      q.whereRaw(
        `id in (${search.map((c) => `select id from audit_events where ${c.sql}`).join(' union ')})`,
        search.flatMap((c) => c.bindings),
      );
  });
  return { events };
}

/**
 * The counter that holds the filtered total, when the filters are one kept dimension alone (or
 * none): the whole log and each single filter never count rows.
 */
function keptCount(query: AuditListParams): { dimension: string; value: string } | null {
  const set = (
    ['entity', 'entity_id', 'actor_id', 'action', 'from', 'to', 'search'] as const
  ).filter((key) => query[key] !== undefined && query[key] !== '');
  if (set.length === 0) return { dimension: 'all', value: '' };
  if (set.length > 1) return null;
  if (set[0] === 'action') return { dimension: 'action', value: query.action! };
  if (set[0] === 'actor_id') return { dimension: 'actor', value: String(query.actor_id) };
  if (set[0] === 'entity') return { dimension: 'entity', value: query.entity! };
  return null;
}

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
    async list(query: AuditListParams): Promise<{ items: AuditEvent[]; total: number }> {
      const { events: filtered } = await filteredEvents(db, query);
      const limit = pageLimit(query.limit);
      const kept = keptCount(query);
      const [rows, total] = await Promise.all([
        filtered
          .clone()
          .select<AuditRow[]>(...LIST_COLUMNS)
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((query.page - 1) * limit),
        kept
          ? db('audit_event_counts')
              .where(kept)
              .first<{ n: string } | undefined>('n')
              .then((row) => Number(row?.n ?? 0))
          : filtered
              .clone()
              .count<{ count: string }[]>({ count: '*' })
              .then((counted) => Number(counted[0]?.count ?? 0)),
      ]);
      return { items: rows.map(toAuditEvent), total };
    },

    /** The export's statement: every row the filters match, newest first, for a cursor. */
    async exportStatement(
      query: AuditFilters,
    ): Promise<{ sql: string; bindings: Knex.RawBinding[] }> {
      const { events } = await filteredEvents(db, query);
      const { sql, bindings } = events
        .select(...LIST_COLUMNS)
        .orderBy('id', 'desc')
        .toSQL();
      return { sql, bindings: bindings as Knex.RawBinding[] };
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
