import type { Knex } from 'knex';
import { displayCode, type EngineerListItem } from '@trellis/contracts';

interface EngineerRow {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  status: string;
  created_at: Date;
  updated_at: Date;
}

export function toEngineerListItem(row: EngineerRow): EngineerListItem {
  return {
    id: row.id,
    code: displayCode('engineer', row.id),
    name: row.username,
    email: row.email,
    phone: row.phone,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const SORT_COLUMNS = { name: 'username', email: 'email', created_at: 'created_at' } as const;

export function createEngineersRepository(db: Knex) {
  return {
    async findById(id: number): Promise<EngineerListItem | undefined> {
      const row = await db<EngineerRow>('users')
        .where('id', id)
        .andWhere('role', 'engineer')
        .first();
      return row ? toEngineerListItem(row) : undefined;
    },
    async list(query: {
      search: string;
      page: number;
      limit: number;
      sort: keyof typeof SORT_COLUMNS;
      order: 'asc' | 'desc';
    }) {
      const base = db('users').where({ role: 'engineer' });
      if (query.search) {
        const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        // United per-column lookups use each column's trigram index; an OR would scan every user.
        const ids = db
          .select('id')
          .from('users')
          .whereILike('username', like)
          .union((u) => u.select('id').from('users').whereILike('email', like))
          .union((u) => u.select('id').from('users').whereILike('phone', like));
        base.whereIn('id', ids);
      }
      const [{ total }] = (await base.clone().count<{ total: number }[]>({ total: '*' })) as [
        { total: number },
      ];
      const rows = await base
        .clone()
        .select<EngineerRow[]>(
          'id',
          'username',
          'email',
          'phone',
          'status',
          'created_at',
          'updated_at',
        )
        .orderBy(SORT_COLUMNS[query.sort], query.order)
        .orderBy('id', query.order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { items: rows.map(toEngineerListItem), total: Number(total) };
    },
  };
}

export type EngineersRepository = ReturnType<typeof createEngineersRepository>;
