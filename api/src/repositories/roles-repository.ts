import type { Knex } from 'knex';
import type {
  Permission,
  RoleBody,
  RoleItem,
  RoleListParams,
  RoleListResponse,
  RoleSortField,
} from '@trellis/contracts';
import { containsPattern } from '../lib/like-pattern';
import { pageBounds, prepared } from './prepared';

export interface RoleRow {
  id: number;
  name: string;
  description: string;
  permissions: Permission[];
  user_count: number;
  created_at: Date;
  updated_at: Date;
}

export function toRoleItem(row: RoleRow): RoleItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions,
    user_count: Number(row.user_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Whitelisted ORDER BY expressions (keys from the contracts' sort enum). */
const SORT_EXPRESSIONS: Record<RoleSortField, string> = {
  name: 'lower(m.name)',
  user_count: 'm.user_count',
  created_at: 'm.created_at',
};

/**
 * Each role with its user count, from the per-(role, status) aggregate triggers keep
 * (staff_user_counts, migration 20261123092000), never a count over the users.
 */
const ROLES_WITH_COUNTS = `select r.id, r.name, r.description, r.permissions, r.created_at,
    r.updated_at, coalesce(c.users, 0)::int as user_count
  from roles r
  left join (select role_id, sum(users) as users from staff_user_counts group by role_id) c
    on c.role_id = r.id`;

/** A role of the page as JSON; its times in epoch milliseconds, exact to the millisecond. */
const ROLE_JSON = `json_build_object('id', m.id, 'name', m.name, 'description', m.description,
  'permissions', m.permissions, 'user_count', m.user_count,
  'created_at', floor(extract(epoch from m.created_at) * 1000)::bigint,
  'updated_at', floor(extract(epoch from m.updated_at) * 1000)::bigint)`;

type RoleJson = Omit<RoleRow, 'created_at' | 'updated_at'> & {
  created_at: number;
  updated_at: number;
};

interface ListRow {
  total: number;
  users: number;
  permissions: number;
  items: RoleJson[];
}

/** The roles the search keeps (name or description contains it), with their user counts. */
function matching(search: string): { sql: string; bindings: Knex.RawBinding[] } {
  if (!search) return { sql: ROLES_WITH_COUNTS, bindings: [] };
  const pattern = containsPattern(search);
  return {
    sql: `${ROLES_WITH_COUNTS} where r.name ilike ? or r.description ilike ?`,
    bindings: [pattern, pattern],
  };
}

export function createRolesRepository(db: Knex) {
  return {
    /**
     * A page of roles and the three cards over every role the search matches. Roles are a few
     * rows: the cards are counted over them (their user counts come from the aggregate).
     */
    async list(query: RoleListParams): Promise<RoleListResponse> {
      const m = matching(query.search);
      const direction = query.order === 'desc' ? 'desc' : 'asc';
      const order = `${SORT_EXPRESSIONS[query.sort]} ${direction}, m.id ${direction}`;
      const { sql: bounds, bindings: page } = pageBounds(query.limit, query.page);
      // One statement: the page and the cards over the same matches, on one connection.
      const { rows } = await prepared<{ rows: ListRow[] }>(
        db,
        `with m as (${m.sql})
         select (select count(*) from m)::int as total,
           (select coalesce(sum(user_count), 0) from m)::int as users,
           (select count(distinct p) from m cross join lateral unnest(m.permissions) p)::int
             as permissions,
           (select coalesce(json_agg(x.item order by x.n), '[]'::json) from (
             select ${ROLE_JSON} as item, row_number() over (order by ${order}) as n
             from m order by ${order} ${bounds}) x) as items`,
        [...m.bindings, ...page],
      );
      const row = rows[0]!;
      return {
        items: row.items.map((item) =>
          toRoleItem({
            ...item,
            created_at: new Date(item.created_at),
            updated_at: new Date(item.updated_at),
          }),
        ),
        total: row.total,
        page: query.page,
        limit: query.limit,
        stats: {
          totalRoles: row.total,
          totalUsers: row.users,
          activePermissions: row.permissions,
        },
      };
    },

    /**
     * One role with its user count. `lock`: 'update' before changing or deleting it; 'share'
     * before giving it to a user (a concurrent delete then waits, and counts that user).
     */
    async findById(
      id: number,
      trx: Knex = db,
      lock?: 'update' | 'share',
    ): Promise<RoleRow | undefined> {
      if (lock) {
        const q = trx('roles').where({ id }).first('id');
        const locked = await (lock === 'update' ? q.forUpdate() : q.forKeyShare());
        if (!locked) return undefined;
      }
      const { rows } = await trx.raw<{ rows: RoleRow[] }>(`${ROLES_WITH_COUNTS} where r.id = ?`, [
        id,
      ]);
      return rows[0];
    },

    /** The role with this name in any case (names are unique that way), or undefined. */
    async findByName(
      name: string,
      trx: Knex = db,
    ): Promise<Pick<RoleRow, 'id' | 'name'> | undefined> {
      return trx('roles').whereRaw('lower(name) = lower(?)', [name]).first('id', 'name');
    },

    /** The users holding the role, counted over the users (the figure a refusal names). */
    async userCount(id: number, trx: Knex = db): Promise<number> {
      const row = await trx('users').where({ role_id: id }).count<{ n: string }[]>({ n: '*' });
      return Number(row[0]?.n ?? 0);
    },

    async create(body: RoleBody, trx: Knex = db): Promise<number> {
      const [row] = await trx('roles').insert(body).returning('id');
      return (row as { id: number }).id;
    },

    async update(id: number, body: RoleBody, trx: Knex = db): Promise<void> {
      await trx('roles')
        .where({ id })
        .update({ ...body, updated_at: trx.fn.now() });
    },

    /** Deletes the role and its (zero) rows of the per-role aggregate. */
    async remove(id: number, trx: Knex = db): Promise<void> {
      await trx('roles').where({ id }).delete();
      await trx('staff_user_counts').where({ role_id: id }).delete();
    },

    /** Every role, for the total on the system users screen: a few rows. */
    async count(trx: Knex = db): Promise<number> {
      const row = await trx('roles').count<{ n: string }[]>({ n: '*' });
      return Number(row[0]?.n ?? 0);
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
