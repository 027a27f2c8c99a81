import type { Knex } from 'knex';

// Sealing the audit entries that transactions commit unsealed (every write's, moments after its
// commit): a batch at a time, each batch its own transaction that also announces its entries
// (audit_chain_seal_announced, migration 20261130150000).

/** Rows sealed per transaction: how long the chain's lock is held at once. */
const SEAL_BATCH = 500;

/** One sealing transaction: up to SEAL_BATCH committed rows after id `after`, announced. */
async function sealBatch(
  db: Knex,
  after: number,
): Promise<{ taken: number; sealed: number; last_id: string }> {
  const { rows } = await db.raw<{ rows: { taken: number; sealed: number; last_id: string }[] }>(
    'select * from audit_chain_seal_announced(?, ?)',
    [SEAL_BATCH, after],
  );
  return rows[0]!;
}

/**
 * Seals the committed rows waiting for their seal, SEAL_BATCH at a time, until none is left.
 * Returns how many it sealed.
 */
export async function sealPending(db: Knex): Promise<number> {
  let sealed = 0;
  // Passes over the waiting rows in id order, each carrying on from the last batch's place.
  // A pass from the start that is not full took every row committed so far; a transaction
  // that commits later wakes the sealer again. A pass that carried on starts over, for the
  // rows that committed behind its place.
  for (let pass = 0; ;) {
    const batch = await sealBatch(db, pass);
    sealed += batch.sealed;
    if (batch.taken === SEAL_BATCH) pass = Number(batch.last_id);
    else if (pass === 0) return sealed;
    else pass = 0;
  }
}
