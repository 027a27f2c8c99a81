import type { Knex } from 'knex';

export function createOfferedTicketsRepository(db: Knex) {
  return {
    /** Offered tickets whose start date is before `today` (the business day), oldest first. */
    async startedBefore(today: string): Promise<number[]> {
      const rows = await db('tickets')
        .where({ status: 'Offered' })
        .where('task_start_date', '<', today)
        .orderBy('id')
        .select<{ id: number }[]>('id');
      return rows.map((row) => row.id);
    },
  };
}
