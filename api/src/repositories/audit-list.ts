import type { Knex } from 'knex';
import {
  isEmptyScope,
  type AuditChange,
  type AuditEvent,
  type AuditListParams,
  type HiddenAuditScope,
} from '@trellis/contracts';
import { pageLimit, prepared } from './prepared';
import { containingCondition } from './search-words';
import { epochMs } from './lead-rows';
import { isoFromEpoch } from '../lib/iso-time';
import { dayStartsOnUtcHour, nextDay, sessionTimeZone } from './session-time-zone';

/**
 * The list's filters without its paging: what an export selects; `hidden`, what the reader's
 * role may not list (visibility.ts in contracts).
 */
export type AuditFilters = Omit<AuditListParams, 'page' | 'limit'> & { hidden?: HiddenAuditScope };
export type AuditListFilters = AuditListParams & { hidden?: HiddenAuditScope };

/** A name from the policy's own constants, safe to write into SQL (and so keep its text fixed). */
const literal = (value: string) => {
  if (!/^[a-z_.]+$/.test(value)) throw new Error(`Not a policy name: ${value}`);
  return `'${value}'`;
};

/** The entries a role may not see, as SQL conditions with no parameter. */
function hiddenConditions(scope: HiddenAuditScope | undefined): string[] {
  if (!scope || isEmptyScope(scope)) return [];
  const conditions: string[] = [];
  if (scope.entities.length)
    conditions.push(`entity not in (${scope.entities.map(literal).join(', ')})`);
  if (scope.actions.length)
    conditions.push(`action not in (${scope.actions.map(literal).join(', ')})`);
  for (const prefix of scope.actionPrefixes)
    conditions.push(`action not like ${literal(prefix).replace(/'$/, "%'")}`);
  return conditions;
}

/**
 * Newest first by the time of the change; the id breaks ties. Every filter's index ends in
 * (at desc, id desc), so a page is read in order and never sorted, whatever the filter.
 */
export const AUDIT_ORDER = 'at desc, id desc';

/** The columns the search box looks in (see search-words.ts). */
const SEARCHED = ['entity_label', 'actor_name'];

/** The conditions the filters set, with their bindings in the text's order. */
export async function auditConditions(
  db: Knex,
  query: AuditFilters,
): Promise<{ where: string; bindings: Knex.RawBinding[] }> {
  const conditions: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  const add = (sql: string, ...values: Knex.RawBinding[]) => {
    conditions.push(sql);
    bindings.push(...values);
  };
  if (query.entity) add('entity = ?', query.entity);
  if (query.entity_id) add('entity_id = ?', query.entity_id);
  if (query.actor_id) add('actor_id = ?', query.actor_id);
  if (query.action) add('action = ?', query.action);
  if (query.from) add('at >= ?::date', query.from);
  if (query.to) add('at < ?::date + 1', query.to);
  conditions.push(...hiddenConditions(query.hidden));
  if (query.search) {
    // The record's label or the actor's name, each on its trigram index by its rarest word.
    const found = await containingCondition(db, 'audit_events', SEARCHED, query.search);
    add(`(${found.sql})`, ...found.bindings);
  }
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', bindings };
}

// The kept counters count sealed entries; audit_kept_count adds those waiting for the sealer
// (migration 20261130150000), so the total is exact however far behind the sealer is.
const counter = (dimension: 'action' | 'actor' | 'entity', value: string) => ({
  sql: `audit_kept_count('${dimension}', ?)`,
  bindings: [value],
});

// The whole log's total with no parameter: with parameters, PostgreSQL kept planning the
// statement per call (0.9 to 1.2 ms a call against 0.6 ms on one generic plan).
const WHOLE_LOG = {
  sql: `audit_kept_count('all', '')`,
  bindings: [],
};

/**
 * A date range alone whose midnights (in the connection's zone, APP_TIME_ZONE, like the
 * filter's) fall on whole UTC hours: the sum of its hourly counters (audit_hour_total, migration
 * 20261129190000, which keeps the statement on one plan). The caller decides that
 * (`rangeOnUtcHours`) rather than the statement, so no count of the entries is planned beside it.
 */
function hourlyTotal(query: AuditFilters) {
  return {
    sql: 'audit_hour_total(?::date, ?::date)',
    bindings: [query.from || null, query.to || null],
  };
}

/** Whether both ends of the query's date range fall on whole UTC hours in `zone`. */
function rangeOnUtcHours(query: AuditFilters, zone: string): boolean {
  return (
    (!query.from || dayStartsOnUtcHour(query.from, zone)) &&
    (!query.to || dayStartsOnUtcHour(nextDay(query.to), zone))
  );
}

/**
 * The total from the kept counters when the filters allow it: none (the whole log), one of
 * action, actor or area alone, or a date range alone. Other combinations count their rows.
 */
function keptTotal(query: AuditFilters, hourly: boolean) {
  // The counters count every entry; a reader who may not see some has their rows counted.
  if (hiddenConditions(query.hidden).length > 0) return null;
  const set = (
    ['entity', 'entity_id', 'actor_id', 'action', 'from', 'to', 'search'] as const
  ).filter((key) => query[key] !== undefined && query[key] !== '');
  if (set.length === 0) return WHOLE_LOG;
  if (set.every((key) => key === 'from' || key === 'to')) return hourly ? hourlyTotal(query) : null;
  if (set.length > 1) return null;
  if (set[0] === 'action') return counter('action', query.action!);
  if (set[0] === 'actor_id') return counter('actor', String(query.actor_id));
  if (set[0] === 'entity') return counter('entity', query.entity!);
  return null;
}

/**
 * An entry's columns, turned into JSON by json_agg over the row: building each object key by key
 * cost PostgreSQL twice as much (measured with pgbench on the 1,000,000-row log). The time comes
 * as epoch milliseconds, as the other lists' do: reading back the text PostgreSQL writes for a
 * timestamptz cost Node more than writing the ISO form.
 */
const ITEM_COLUMNS = `e.id, ${epochMs('e.at')} as at, e.actor_id, e.actor_name, e.actor_kind, e.action, e.entity,
  e.entity_id, e.entity_label, e.changes, e.request_id`;

interface ItemJson {
  id: number;
  /** Epoch milliseconds. */
  at: number;
  actor_id: number | null;
  actor_name: string | null;
  actor_kind: AuditEvent['actor']['kind'];
  action: string;
  entity: string;
  entity_id: string | null;
  entity_label: string | null;
  changes: AuditChange[];
  request_id: string | null;
}

const toAuditEvent = (row: ItemJson): AuditEvent => ({
  id: row.id,
  at: isoFromEpoch(row.at),
  actor: { id: row.actor_id, name: row.actor_name, kind: row.actor_kind },
  action: row.action,
  entity: row.entity,
  entity_id: row.entity_id,
  entity_label: row.entity_label,
  changes: row.changes,
  request_id: row.request_id,
});

const pageJson = (rows: string) =>
  `(select coalesce(json_agg(x), '[]'::json) from (${rows}) x) as items`;

/** A page and the filtered total as ONE prepared statement. */
export async function listAuditEvents(
  db: Knex,
  query: AuditListFilters,
): Promise<{ items: AuditEvent[]; total: number }> {
  const { where, bindings } = await auditConditions(db, query);
  const limit = pageLimit(query.limit);
  const offset = (query.page - 1) * limit;
  type Row = { total: number; items: ItemJson[] };
  // The page's ids come off the filter's index alone (it ends in at and id), then only those
  // rows are read: a plain filtered scan let the planner walk the time index and skip every
  // newer entry of other actions, as the newest entries are often of one kind.
  // The first page has no offset parameter, so that the whole log's first page (the Activity
  // page as it opens) is one statement without parameters, on one generic plan.
  const skip = offset === 0 ? '' : 'offset ?';
  const offsets = offset === 0 ? [] : [offset];
  const page = (ids: string) =>
    pageJson(`select ${ITEM_COLUMNS} from audit_events e
      where e.id in (${ids} order by ${AUDIT_ORDER} limit ${limit} ${skip}) order by ${AUDIT_ORDER}`);
  const hourly =
    Boolean(query.from || query.to) && rangeOnUtcHours(query, await sessionTimeZone(db));
  const kept = keptTotal(query, hourly);
  const fromIndex = page(`select id from audit_events ${where}`);
  const statement = kept
    ? {
        sql: `select (${kept.sql})::int as total, ${fromIndex}`,
        bindings: [...kept.bindings, ...bindings, ...offsets],
      }
    : {
        // Filters combined, or a search: counted on their indexes, paged in the log's order.
        sql: `select (select count(*) from audit_events ${where})::int as total, ${fromIndex}`,
        bindings: [...bindings, ...bindings, ...offsets],
      };
  // A search is planned for its own words: whether they are rare or common decides the plan, and
  // one generic plan for every search would page a common one from all its matches.
  const { rows } = query.search
    ? await db.raw<{ rows: Row[] }>(statement.sql, statement.bindings)
    : await prepared<{ rows: Row[] }>(db, statement.sql, statement.bindings);
  const row = rows[0]!;
  return { items: row.items.map(toAuditEvent), total: row.total };
}
