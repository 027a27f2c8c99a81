import type { Knex } from 'knex';
import type {
  SystemUserListParams,
  SystemUserListResponse,
  SystemUserSortField,
} from '@trellis/contracts';
import { pageBounds, pageLimit, prepared } from './prepared';
import { containingIds } from './search-words';
import { STORED_STATUS, toSystemUser, type SystemUserRow } from './system-user-rows';

/**
 * Whitelisted ORDER BY expressions on a users alias (keys from the contracts' sort enum), each
 * with a role = 'staff' index on (expression, id) (migrations 20261122200000, 20261123092000).
 * Only the last login can be empty (never signed in); it sorts last both ways.
 */
const SORT_EXPRESSIONS: Record<
  SystemUserSortField,
  { sql: (a: string) => string; nullable?: true }
> = {
  name: { sql: (a) => `lower(${a}.username)` },
  email: { sql: (a) => `lower(${a}.email)` },
  status: { sql: (a) => `${a}.status` },
  last_login: { sql: (a) => `${a}.current_login`, nullable: true },
  created_at: { sql: (a) => `${a}.created_at` },
};

function orderBy(query: SystemUserListParams, alias: string, key?: string): string {
  const { sql, nullable } = SORT_EXPRESSIONS[query.sort];
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  return `${key ?? sql(alias)} ${direction}${nullable ? ' nulls last' : ''}, ${alias}.id ${direction}`;
}

const COLUMNS = [
  'id',
  'username',
  'email',
  'role_id',
  'status',
  'current_login',
  'created_at',
  'updated_at',
  'profile_file_id',
] as const;

/** A page row as JSON, timestamps as epoch milliseconds (see engineers-repository.ts). */
const ROW_JSON = `json_build_object(${[
  ...COLUMNS.map((c) => {
    const name = c === 'current_login' ? 'last_login' : c;
    return /_at$|_login$/.test(c)
      ? `'${name}', floor(extract(epoch from p.${c}) * 1000)::bigint`
      : `'${name}', p.${c}`;
  }),
  "'role_name', p.role_name",
].join(', ')})`;

/** The page's rows with their role's name, in the page's order. */
const pageJson = (query: SystemUserListParams, rows: string) =>
  `(select coalesce(json_agg(${ROW_JSON} order by ${orderBy(query, 'p')}), '[]'::json)
    from (select ${COLUMNS.map((c) => `u.${c}`).join(', ')}, r.name as role_name
          from users u left join roles r on r.id = u.role_id where u.id in (${rows})) p) as items`;

const STATS = (from: string, count: (status: string) => string, total: string) =>
  `select ${total} as total, ${count(STORED_STATUS.active)} as active,
    ${count(STORED_STATUS.inactive)} as inactive, ${count(STORED_STATUS.pending)} as pending
  from ${from}`;

/** The cards over every staff account: the aggregate triggers keep, never a count over users. */
const UNFILTERED_STATS = STATS(
  'staff_user_counts',
  (s) => `coalesce(sum(users) filter (where status = '${s}'), 0)::int`,
  'coalesce(sum(users), 0)::int',
);

/** The cards over the staff accounts of one status, from the same aggregate. */
const statusOnlyStats = (status: string) =>
  STATS(
    'staff_user_counts',
    (s) => (s === status ? `coalesce(sum(users) filter (where status = '${s}'), 0)::int` : '0'),
    `coalesce(sum(users) filter (where status = '${status}'), 0)::int`,
  );

/** The cards over the matches `m`. */
const FILTERED_STATS = STATS(
  'm',
  (s) => `(count(*) filter (where m.status = '${s}'))::int`,
  'count(*)::int',
);

/** The columns the search box looks in (see search-words.ts). */
const SEARCHED = ['username', 'email'];

/**
 * The page, `total`, the cards and Total Roles as ONE statement answering one row. Unfiltered,
 * the cards come from staff_user_counts and the page straight from a sort index (page 1 with
 * its limit written in, one generic plan: see customers-list.ts); a search or filter counts its
 * matches `m`. The search is one trigram lookup per column, united (an OR would scan every
 * user), each by its rarest word of the search.
 */
export async function systemUserListStatement(
  db: Knex,
  query: SystemUserListParams,
): Promise<{ sql: string; bindings: Knex.RawBinding[] }> {
  const roles = '(select count(*) from roles)::int as roles';
  const where: string[] = ["u.role = 'staff'"];
  const bindings: Knex.RawBinding[] = [];
  if (query.search) {
    const found = await containingIds(db, 'users', SEARCHED, query.search);
    where.push(`u.id in (${found.sql})`);
    bindings.push(...found.bindings);
  }
  if (query.role_id !== undefined) {
    where.push('u.role_id = ?');
    bindings.push(query.role_id);
  }
  if (query.status !== 'all') {
    where.push('u.status = ?');
    bindings.push(STORED_STATUS[query.status]);
  }
  const pageBindings = [query.limit, (query.page - 1) * query.limit];
  if (where.length === 1) {
    const first = query.page === 1;
    const bounds = first ? `limit ${pageLimit(query.limit)}` : 'limit ? offset ?';
    const ids = `select u.id from users u where ${where[0]} order by ${orderBy(query, 'u')} ${bounds}`;
    return {
      sql: `select s.total, s.active, s.inactive, s.pending, ${roles}, ${pageJson(query, ids)}
        from (${UNFILTERED_STATS}) s`,
      bindings: first ? [] : pageBindings,
    };
  }
  if (where.length === 2 && query.status !== 'all' && bindings.length === 1) {
    // The status filter alone: its cards and total from the aggregate too, and the page off
    // the staff indexes, which hold the status (counting a status's 33,000 invited accounts
    // took 30 ms). The status is one of the contract's, written in like the unfiltered page.
    const status = STORED_STATUS[query.status];
    const { sql: bounds, bindings: page } = pageBounds(query.limit, query.page);
    const ids = `select u.id from users u where u.role = 'staff' and u.status = '${status}'
      order by ${orderBy(query, 'u')} ${bounds}`;
    return {
      sql: `select s.total, s.active, s.inactive, s.pending, ${roles}, ${pageJson(query, ids)}
        from (${statusOnlyStats(status)}) s`,
      bindings: page,
    };
  }
  const sortKey = SORT_EXPRESSIONS[query.sort].sql('u');
  const ids = `select m.id from m order by ${orderBy(query, 'm', 'm.sort_key')} limit ? offset ?`;
  return {
    sql: `with m as (select u.id, u.status, ${sortKey} as sort_key from users u
        where ${where.join(' and ')})
      select s.total, s.active, s.inactive, s.pending, ${roles}, ${pageJson(query, ids)}
      from (${FILTERED_STATS}) s`,
    bindings: [...bindings, ...pageBindings],
  };
}

interface ListRow {
  total: number;
  active: number;
  inactive: number;
  pending: number;
  roles: number;
  items: SystemUserRow[];
}

export async function listSystemUsers(
  db: Knex,
  query: SystemUserListParams,
): Promise<SystemUserListResponse> {
  const { sql, bindings } = await systemUserListStatement(db, query);
  const { rows } = await prepared<{ rows: ListRow[] }>(db, sql, bindings);
  const row = rows[0]!;
  return {
    items: row.items.map(toSystemUser),
    total: row.total,
    page: query.page,
    limit: query.limit,
    stats: {
      totalUsers: row.total,
      activeUsers: row.active,
      inactiveUsers: row.inactive,
      pendingUsers: row.pending,
      totalRoles: row.roles,
    },
  };
}
