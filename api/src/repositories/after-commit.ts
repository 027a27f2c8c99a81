import type { Knex } from 'knex';

/**
 * Calls `then` once the work done through `db` is committed: at once when `db` is no
 * transaction (its statements committed as they ran), else when its outermost transaction
 * commits (a savepoint's release commits nothing), and never when that one rolls back.
 */
export function afterCommit(db: Knex, then: () => void): void {
  if (!db.isTransaction) return then();
  let outermost = db as Knex.Transaction;
  while (outermost.parentTransaction) outermost = outermost.parentTransaction;
  outermost.executionPromise.then(then, () => undefined);
}
