import type { Knex } from 'knex';

export interface PasswordResetRow {
  id: number;
  token_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  /** A newer link was sent, or the account's password or email changed, before this one was used. */
  revoked_at: Date | null;
  created_at: Date;
}

export function createPasswordResetsRepository(db: Knex) {
  return {
    async create(
      reset: Pick<PasswordResetRow, 'token_hash' | 'user_id' | 'expires_at'>,
      trx: Knex = db,
    ): Promise<void> {
      await trx('password_resets').insert(reset);
    },
    async findByHash(tokenHash: string, trx: Knex = db): Promise<PasswordResetRow | undefined> {
      return trx<PasswordResetRow>('password_resets')
        .where({ token_hash: tokenHash })
        .forUpdate()
        .first();
    },
    async markUsed(id: number, trx: Knex = db): Promise<void> {
      await trx('password_resets').where({ id }).update({ used_at: trx.fn.now() });
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
