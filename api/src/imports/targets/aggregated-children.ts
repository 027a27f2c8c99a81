import type { Knex } from 'knex';

/**
 * Runs `write`, which inserts the authorised persons and documents of customers created in this
 * transaction, having already written the customers' aggregates (document count, first person)
 * and the documents' copies of their customer's figures: the insert triggers that would compute
 * them again, row by row and customer by customer, stand aside until it ends.
 */
export async function withChildrenAggregated(trx: Knex, write: () => Promise<void>) {
  await trx.raw(`select set_config('trellis.children_aggregated', 'on', true)`);
  try {
    await write();
  } finally {
    await trx.raw(`select set_config('trellis.children_aggregated', 'off', true)`);
  }
}
