import type { Knex } from 'knex';

export interface SessionRow {
  id: number;
  token_hash: string;
  user_id: number;
  kind: 'web' | 'mobile';
  created_at: Date;
  expires_at: Date;
}

export function createSessionsRepository(db: Knex) {
  return {
    async create(
      session: Pick<SessionRow, 'token_hash' | 'user_id' | 'kind' | 'expires_at'>,
    ): Promise<SessionRow> {
      const [row] = await db<SessionRow>('sessions').insert(session).returning('*');
      return row!;
    },
    async findValid(tokenHash: string): Promise<SessionRow | undefined> {
      return db<SessionRow>('sessions')
        .where({ token_hash: tokenHash })
        .andWhere('expires_at', '>', db.fn.now())
        .first();
    },
    async extend(id: number, expiresAt: Date): Promise<void> {
      await db('sessions').where({ id }).update({ expires_at: expiresAt });
    },
    async remove(tokenHash: string): Promise<void> {
      await db('sessions').where({ token_hash: tokenHash }).delete();
    },
    async removeForUser(userId: number, trx: Knex = db, exceptId?: number): Promise<void> {
      const q = trx('sessions').where({ user_id: userId });
      if (exceptId) q.whereNot({ id: exceptId });
      await q.delete();
    },
    async removeExpired(): Promise<number> {
      return db('sessions').where('expires_at', '<=', db.fn.now()).delete();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
