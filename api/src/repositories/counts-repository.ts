import type { Knex } from 'knex';
import type { Counts } from '@trellis/contracts';
import { prepared } from './prepared';

/**
 * The seven live counters, read from the `counters` aggregate that triggers keep in the same
 * transaction as every write (migration 20261122210000): one tiny read, whatever the table sizes.
 */
const READ_COUNTS = `
  select
    coalesce(sum(value) filter (where name = 'customers'), 0)::int as "customers",
    coalesce(sum(value) filter (where name = 'leads'), 0)::int as "leads",
    coalesce(sum(value) filter (where name = 'tickets'), 0)::int as "tickets",
    coalesce(sum(value) filter (where name = 'engineers'), 0)::int as "engineers",
    coalesce(sum(value) filter (where name = 'leaves'), 0)::int as "leaves",
    coalesce(sum(value) filter (where name = 'notifications'), 0)::int as "notifications",
    coalesce(sum(value) filter (where name = 'customer_receivable'), 0)::int as "customerReceivable"
  from counters`;

export function createCountsRepository(db: Knex) {
  return {
    async read(): Promise<Counts> {
      const { rows } = await prepared<{ rows: Counts[] }>(db, READ_COUNTS);
      return rows[0]!;
    },
  };
}

export type CountsRepository = ReturnType<typeof createCountsRepository>;
