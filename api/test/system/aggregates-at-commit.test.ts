// The shared aggregates move at commit (migration 20261129200000): a transaction that has written
// leads, tickets, customers or notifications holds none of their aggregate rows until it
// commits, so another writer of the same kind goes on meanwhile (an import used to stall every
// such write for its whole length), two writers taking kinds in opposite orders cannot deadlock,
// and what both wrote is counted once each commits.
import { afterEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import assert from 'node:assert/strict';
import type { Knex } from 'knex';
import { useAdminSession } from '../helpers/admin-app';
import { createLead } from '../leads/lead-factory';
import { applyAggregatesAtCommit, applyAggregatesAtOnce } from '../../db/aggregates-at-commit';
import { aggregateChecks } from './aggregate-checks';

/** A transaction left open until `end` is called: commits, or rolls back with `rollback`. */
async function openTransaction(db: Knex) {
  const trx = await db.transaction();
  return {
    trx,
    end: async (rollback = false) => {
      if (trx.isCompleted()) return;
      await (rollback ? trx.rollback() : trx.commit());
    },
  };
}

describe('aggregates move at commit', () => {
  const desk = useAdminSession();
  const { all, assertAggregates } = aggregateChecks(
    () => desk.t,
    () => desk.cookie,
  );
  const open: { end: (rollback?: boolean) => Promise<unknown> }[] = [];
  afterEach(() => Promise.allSettled(open.splice(0).map((o) => o.end(true))));

  /** Writes one row of each counted kind in `trx`: a customer with a ticket and a lead, a notification. */
  async function writeEachKind(trx: Knex, name: string) {
    const [customer] = await trx('customers')
      .insert({ name, account_email: `${name.replaceAll(' ', '.')}@example.com` })
      .returning('id');
    await trx('tickets').insert({ customer_id: customer.id, task_name: name, agreed_rate: '10' });
    await trx('leads').insert({ customer_id: customer.id, task_name: name });
    await trx('notifications').insert({ title: name, message: name });
  }

  it('a writer goes on while another transaction that wrote the same kinds is still open', async () => {
    const long = await openTransaction(desk.t.db);
    open.push(long);
    await writeEachKind(long.trx, 'Long import');

    // Waiting for any row lock longer than a second fails the statement: before the change,
    // the open transaction held the counters' rows and this waited for it to end.
    const quick = await openTransaction(desk.t.db);
    open.push(quick);
    await quick.trx.raw("set local lock_timeout = '1s'");
    await writeEachKind(quick.trx, 'Quick edit');
    await quick.end();
    await assertAggregates('with the other transaction still open');

    await long.end();
    await assertAggregates('after both committed');
  });

  it('an audited write through the API goes on while another transaction is open', async () => {
    const long = await openTransaction(desk.t.db);
    open.push(long);
    await writeEachKind(long.trx, 'Long bulk');
    const [customer] = await desk.t
      .db('customers')
      .insert({ name: 'Audited', account_email: 'audited@example.com' })
      .returning('id');
    // Moved at once, the lead's counter row stays locked by the open transaction, and the
    // request waits for it to end: it never answers here.
    const answered = await Promise.race([
      createLead(desk, { customer_id: customer.id, status: 'BID' }).then(() => 'answered'),
      sleep(10_000, 'still waiting', { ref: false }),
    ]);
    assert.equal(answered, 'answered');
    await long.end();
    await assertAggregates('after both committed');
  });

  it('two writers taking the kinds in opposite orders both commit', async () => {
    // A customer each: a ticket locks its own customer's row, which is not what this is about.
    const [one, two] = await desk.t
      .db('customers')
      .insert([
        { name: 'Opposite one', account_email: 'opposite.one@example.com' },
        { name: 'Opposite two', account_email: 'opposite.two@example.com' },
      ])
      .returning('id');
    const first = await openTransaction(desk.t.db);
    const second = await openTransaction(desk.t.db);
    open.push(first, second);
    for (const { trx } of [first, second]) await trx.raw("set local lock_timeout = '5s'");
    // first: tickets, then leads; second: leads, then tickets. Moved at once, each would wait
    // for the other's counter row: a deadlock.
    await first.trx('tickets').insert({ customer_id: one.id, task_name: 'first' });
    await second.trx('leads').insert({ customer_id: two.id, task_name: 'second' });
    await first.trx('leads').insert({ customer_id: one.id, task_name: 'first' });
    await second.trx('tickets').insert({ customer_id: two.id, task_name: 'second' });
    await Promise.all([first.end(), second.end()]);
    await assertAggregates('after both committed');
  });

  it('a rolled back transaction leaves no deltas behind', async () => {
    const before = await all('select name, value from counters order by name');
    const rolled = await openTransaction(desk.t.db);
    open.push(rolled);
    await writeEachKind(rolled.trx, 'Rolled back');
    await rolled.end(true);
    assert.deepEqual(await all('select name, value from counters order by name'), before);
    const queued = await all<{ n: number }>(`select count(*)::int as n from counters_queued`);
    assert.equal(queued[0]!.n, 0);
    await assertAggregates('after a rollback');
  });

  it('a committed transaction leaves its queues empty', async () => {
    await desk.t.db.transaction((trx) => writeEachKind(trx, 'Committed'));
    const queues = await all<{ name: string }>(
      "select relname as name from pg_class where relname like '%\\_queued' and relpersistence = 'u'",
    );
    const names = queues.map((q) => q.name);
    for (const aggregate of [
      'counters',
      'lead_status_counts',
      'ticket_revenue',
      'receivable_totals',
    ])
      assert.ok(names.includes(`${aggregate}_queued`), `queues: ${names.join(', ')}`);
    const left = await all<{ name: string; n: number }>(
      queues
        .map((q) => `select '${q.name}' as name, count(*)::int as n from ${q.name}`)
        .join(' union all '),
    );
    assert.deepEqual(
      left.filter((q) => q.n !== 0),
      [],
    );
    await assertAggregates('after a commit');
  });

  it('moves one kind back to at once and to commit again, leaving the queues others share', async () => {
    await applyAggregatesAtOnce(desk.t.db, ['tickets_counters', 'tickets_status_counts']);
    const queues = async () =>
      (
        await all<{ name: string }>(
          "select relname as name from pg_class where relname like '%\\_queued' order by 1",
        )
      ).map((q) => q.name);
    const left = await queues();
    assert.ok(left.includes('counters_queued'), 'the leads still add to the counters queue');
    assert.ok(!left.includes('ticket_status_counts_queued'));
    await desk.t.db.transaction((trx) => writeEachKind(trx, 'Half and half'));
    await assertAggregates('with the tickets moved at once');
    await applyAggregatesAtCommit(desk.t.db, ['tickets_counters', 'tickets_status_counts']);
    assert.ok((await queues()).includes('ticket_status_counts_queued'));
    await desk.t.db.transaction((trx) => writeEachKind(trx, 'All at commit'));
    await assertAggregates('with every kind at commit again');
  });

  it('a repair in the transaction that wrote counts its rows once', async () => {
    await desk.t.db.transaction(async (trx) => {
      await writeEachKind(trx, 'Repaired');
      await trx.raw('select refresh_aggregates()');
      await trx.raw('select refresh_lead_status_counts()');
      await trx.raw('select refresh_ticket_status_counts()');
      await trx.raw('select refresh_leave_and_notification_totals()');
      await trx.raw('select refresh_engineer_status_counts()');
    });
    await assertAggregates('after a repair in the writing transaction');
  });
});
