import type { Knex } from 'knex';
import type { Counts } from '@trellis/contracts';

/** The seven live counters, in one round trip. */
export function createCountsRepository(db: Knex) {
  return {
    async read(): Promise<Counts> {
      const { rows } = await db.raw<{ rows: Counts[] }>(`
        select
          (select count(*) from customers)::int as "customers",
          (select count(*) from leads)::int as "leads",
          (select count(*) from tickets)::int as "tickets",
          (select count(*) from users where role = 'engineer')::int as "engineers",
          (select count(*) from leave_requests where status = 'pending')::int as "leaves",
          (select count(*) from notifications where read_at is null)::int as "notifications",
          (select count(*) from receivables where status <> 'paid')::int as "customerReceivable"
      `);
      return rows[0]!;
    },
  };
}

export type CountsRepository = ReturnType<typeof createCountsRepository>;
