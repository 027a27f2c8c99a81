import type { Knex } from 'knex';

export function createHealthRepository(db: Knex) {
  return {
    /** Resolves when the database answers within `timeoutMs`; rejects otherwise. */
    async ping(timeoutMs: number): Promise<void> {
      await db.raw('select 1').timeout(timeoutMs, { cancel: false });
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
