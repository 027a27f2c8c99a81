import type { Knex } from 'knex';
import {
  displayCode,
  EMPTY_ENGINEER_PROFILE,
  engineerProfileSchema,
  EXPIRY_THRESHOLDS,
  expiryUrgency,
  PAYMENT_CURRENCIES,
  TICKET_STATUS_GROUPS,
  type EngineerCompliance,
  type EngineerDetail,
  type EngineerListItem,
  type EngineerListParams,
  type EngineerProfile,
  type EngineerStatus,
} from '@trellis/contracts';
import type { UserRow } from './users-repository';
import { pageLimit, prepared } from './prepared';
import { importedByCondition } from './imported-by';
import { containingIds } from './search-words';
import { rowsOfIds } from './rows-of-ids';

interface EngineerRow {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  status: string;
  nearest_expiry: string | null;
  nearest_expiry_document: string | null;
  /** A Date from a row, or epoch milliseconds from the list's JSON. */
  created_at: Date | number;
  updated_at: Date | number;
}

/** What still needs the engineer (the engineer's delete is refused while any is assigned). */
const OPEN_TICKET_STATUSES = [
  ...TICKET_STATUS_GROUPS.open.statuses,
  ...TICKET_STATUS_GROUPS.in_progress.statuses,
];

const isoString = (value: Date | number) => new Date(value).toISOString();

/** The compliance summary from the stored nearest expiry (engineerCompliance wrote it). */
export function storedCompliance(
  row: Pick<EngineerRow, 'nearest_expiry' | 'nearest_expiry_document'>,
  today: string,
): EngineerCompliance {
  return {
    nearest_expiry: row.nearest_expiry,
    urgency: expiryUrgency(row.nearest_expiry, today),
    document: row.nearest_expiry ? row.nearest_expiry_document : null,
  };
}

/** An engineer's list row read by id: the columns `EngineerRow` names, no pay or bank details. */
const ENGINEER_ROWS = {
  select: `u.id, u.username, u.email, u.phone, u.status, u.nearest_expiry,
    u.nearest_expiry_document, u.created_at, u.updated_at`,
  from: 'users u',
  alias: 'u',
  where: "u.role = 'engineer'",
};

export function toEngineerListItem(row: EngineerRow, today: string): EngineerListItem {
  return {
    id: row.id,
    code: displayCode('engineer', row.id),
    name: row.username,
    email: row.email,
    phone: row.phone,
    status: row.status as EngineerStatus,
    created_at: isoString(row.created_at),
    updated_at: isoString(row.updated_at),
    compliance: storedCompliance(row, today),
  };
}

/** The stored profile read leniently: a section that does not parse shows as empty. */
export function storedProfile(raw: unknown): EngineerProfile {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const profile: Record<string, unknown> = { ...EMPTY_ENGINEER_PROFILE };
  for (const [key, schema] of Object.entries(engineerProfileSchema.shape)) {
    const parsed = (
      schema as { safeParse(v: unknown): { success: boolean; data?: unknown } }
    ).safeParse(source[key]);
    if (parsed.success) profile[key] = parsed.data;
  }
  return profile as EngineerProfile;
}

/**
 * The currency an engineer is paid in: the one set with the pay rate, else the profile's
 * payment currency, else USD (issue 11). Payout generation reads it the same way in SQL.
 */
function payCurrency(row: UserRow, profile: EngineerProfile): EngineerDetail['pay_currency'] {
  const set = PAYMENT_CURRENCIES.find((c) => c === row.pay_currency);
  return set ?? profile.paymentDetails?.payment_currency ?? 'USD';
}

export function toEngineerDetail(row: UserRow, today: string): EngineerDetail {
  const lastLogin = row.last_login ? row.last_login.toISOString() : null;
  const profile = storedProfile(row.profile);
  return {
    ...toEngineerListItem(row, today),
    last_login: lastLogin,
    pay_rate: row.pay_rate,
    pay_currency: payCurrency(row, profile),
    profile: {
      ...profile,
      personalDetails: {
        ...profile.personalDetails,
        email: profile.personalDetails.email ?? row.email,
        phone: profile.personalDetails.phone ?? row.phone,
        address: profile.personalDetails.address ?? row.address,
        dob: profile.personalDetails.dob ?? row.dob,
        last_login: lastLogin,
      },
    },
  };
}

const SORT_COLUMNS = { name: 'username', email: 'email', created_at: 'created_at' } as const;

export type EngineerListQuery = Pick<
  EngineerListParams,
  'search' | 'page' | 'limit' | 'sort' | 'order'
> &
  Partial<Pick<EngineerListParams, 'status' | 'documents' | 'import_id'>>;

const COLUMNS = [
  'id',
  'username',
  'email',
  'phone',
  'status',
  'nearest_expiry',
  'nearest_expiry_document',
  'created_at',
  'updated_at',
] as const;

/**
 * A page row as an array of COLUMNS' values, timestamps as epoch milliseconds. PostgreSQL builds
 * an array for less than half of what an object with its keys costs; to_char cost 0.7 ms per
 * 100-row page (it bounded the list's throughput in bench/), a number costs nothing, and Node
 * writes the ISO text.
 */
const ROW_ARRAY = `json_build_array(${COLUMNS.map((c) =>
  c.endsWith('_at') ? `floor(extract(epoch from p.${c}) * 1000)::bigint` : `p.${c}`,
).join(', ')})`;

/** A page row as ROW_ARRAY answers it. */
type EngineerTuple = [
  id: number,
  username: string,
  email: string,
  phone: string | null,
  status: string,
  nearest_expiry: string | null,
  nearest_expiry_document: string | null,
  created_at: number,
  updated_at: number,
];

const rowOf = ([
  id,
  username,
  email,
  phone,
  status,
  nearest_expiry,
  nearest_expiry_document,
  created_at,
  updated_at,
]: EngineerTuple): EngineerRow => ({
  id,
  username,
  email,
  phone,
  status,
  nearest_expiry,
  nearest_expiry_document,
  created_at,
  updated_at,
});

const SEARCHED = ['username', 'email', 'phone'];
/** The display code, AIM-E-001 (with or without the #, any case). */
const CODE_SEARCH = /^#?aim-e-0*(\d{1,9})$/i;

/**
 * The filters' conditions on users `u` (role = 'engineer' partial indexes): status, the
 * documents filter on the stored nearest expiry (expiring: 0–30 days from today; expired: before),
 * and an import's records.
 */
function filterConditions(query: EngineerListQuery, today: string) {
  const sql: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  if (query.status) {
    sql.push('u.status = ?');
    bindings.push(query.status);
  }
  if (query.documents === 'expiring') {
    sql.push(
      `u.nearest_expiry between ?::date and ?::date + ${Number(EXPIRY_THRESHOLDS.critical)}`,
    );
    bindings.push(today, today);
  } else if (query.documents === 'expired') {
    sql.push('u.nearest_expiry < ?::date');
    bindings.push(today);
  }
  if (query.import_id !== undefined) {
    sql.push(importedByCondition('u', 'engineers'));
    bindings.push(query.import_id);
  }
  return { sql: sql.map((c) => ` and ${c}`).join(''), bindings };
}

/**
 * The list's one statement, prepared, answering one row: the total and the page as JSON (one
 * JSON.parse instead of decoding 700 fields). Unfiltered, the page comes from a role = 'engineer'
 * sort index and the total from the engineers counter; a search or filter counts its matches.
 * Exported for the EXPLAIN in bench/.
 */
export async function engineerListStatement(
  db: Knex,
  query: EngineerListQuery,
  today: string,
): Promise<{ sql: string; bindings: Knex.RawBinding[] }> {
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const order = (alias: string) =>
    `${alias}.${SORT_COLUMNS[query.sort]} ${direction}, ${alias}.id ${direction}`;
  const items = (page: string) =>
    `(select coalesce(json_agg(${ROW_ARRAY} order by ${order('p')}), '[]'::json) from (${page}) p) as items`;
  const pageBindings = [query.limit, (query.page - 1) * query.limit];
  const filters = filterConditions(query, today);
  if (!query.search && !filters.sql) {
    // Page 1 has its limit written in, so the prepared statement keeps one generic plan (see
    // customers-list.ts).
    const first = query.page === 1;
    const bounds = first
      ? `order by ${order('u')} limit ${pageLimit(query.limit)}`
      : `order by ${order('u')} limit ? offset ?`;
    return {
      sql: `select coalesce((select value from counters where name = 'engineers'), 0)::int as total,
        ${items(`select ${COLUMNS.join(', ')} from users u where u.role = 'engineer' ${bounds}`)}`,
      bindings: first ? [] : pageBindings,
    };
  }
  if (!query.search) {
    return {
      sql: `with m as (select ${COLUMNS.map((c) => `u.${c}`).join(', ')} from users u
          where u.role = 'engineer'${filters.sql})
        select (select count(*) from m)::int as total,
          ${items(`select * from m u order by ${order('u')} limit ? offset ?`)}`,
      bindings: [...filters.bindings, ...pageBindings],
    };
  }
  // United per-column lookups use each column's trigram index (an OR would scan every user),
  // each by the column's rarest word of the search (see search-words.ts); a display code is
  // looked up by id.
  const found = await containingIds(db, 'users', SEARCHED, query.search);
  const lookups = [found.sql];
  const lookupBindings: Knex.RawBinding[] = [...found.bindings];
  const code = CODE_SEARCH.exec(query.search.trim());
  if (code) {
    lookups.push('select ?::int as id');
    lookupBindings.push(Number(code[1]));
  }
  return {
    sql: `with m as (select ${COLUMNS.map((c) => `u.${c}`).join(', ')} from users u
        where u.role = 'engineer' and u.id in (${lookups.join(' union ')})${filters.sql})
      select (select count(*) from m)::int as total,
        ${items(`select * from m u order by ${order('u')} limit ? offset ?`)}`,
    bindings: [...lookupBindings, ...filters.bindings, ...pageBindings],
  };
}

export function createEngineersRepository(db: Knex) {
  /** The engineer's account row (role engineer), optionally locked in a transaction. */
  async function findRow(id: number, trx: Knex = db, lock = false): Promise<UserRow | undefined> {
    const q = trx<UserRow>('users').where('id', id).andWhere('role', 'engineer');
    if (lock) q.forUpdate();
    return q.first();
  }
  return {
    findRow,
    async findById(id: number, today: string): Promise<EngineerListItem | undefined> {
      const row = await findRow(id);
      return row ? toEngineerListItem(row, today) : undefined;
    },
    /** The list's rows of `ids` that exist, in id order (a selection's CSV). */
    async listItems(ids: readonly number[], today: string): Promise<EngineerListItem[]> {
      const rows = await rowsOfIds<EngineerRow>(db, ENGINEER_ROWS, ids);
      return rows.map((row) => toEngineerListItem(row, today));
    },
    async findDetail(id: number, today: string): Promise<EngineerDetail | undefined> {
      const row = await findRow(id);
      return row ? toEngineerDetail(row, today) : undefined;
    },
    /**
     * Tickets assigned to the engineer that are still open: the Open and In Progress groups
     * Closed (Resolved) and Expired tickets are done with.
     */
    async openTicketCount(id: number, trx: Knex = db): Promise<number> {
      const row = await trx('tickets')
        .where('engineer_id', id)
        .whereIn('status', OPEN_TICKET_STATUSES)
        .count<{ count: number }[]>({ count: '*' })
        .first();
      return Number(row?.count ?? 0);
    },
    /** Deletes the engineer's account; sessions and reset tokens go by their foreign keys. */
    async remove(id: number, trx: Knex): Promise<void> {
      await trx('users').where({ id, role: 'engineer' }).delete();
    },
    /**
     * The page and `total` in one statement. Unfiltered, `total` is the engineers counter (an
     * aggregate kept by triggers) and the page comes from a sort index (role = 'engineer' partial
     * indexes, migrations 20261122210000 and 20261123080000); a search or filter counts its matches.
     */
    async list(query: EngineerListQuery, today: string) {
      const { sql, bindings } = await engineerListStatement(db, query, today);
      const { rows } = await prepared<{ rows: { total: number; items: EngineerTuple[] }[] }>(
        db,
        sql,
        bindings,
      );
      const { total, items } = rows[0]!;
      return { items: items.map((tuple) => toEngineerListItem(rowOf(tuple), today)), total };
    },
  };
}

export type EngineersRepository = ReturnType<typeof createEngineersRepository>;
