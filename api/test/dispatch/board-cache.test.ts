// The board and the attendance month are remembered until what they are drawn from changes
// (BOARD_CACHE_MS): a repeated request reads nothing, this process's own write is seen by the
// very next request, and a change made elsewhere (another process, or SQL by hand) within
// moments, through the notice its triggers send.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  addDays,
  board,
  dispatchFixture,
  get,
  insertTicket,
  newEngineer,
  putTicket,
  type DispatchFixture,
} from './dispatch-factory';
import { eventually } from '../helpers/eventually';

describe('the board and attendance caches', () => {
  let fx: DispatchFixture;
  const day = (n: number) => addDays(fx.today, n);
  const range = () => ({ from: day(200), to: day(206) });
  let statements: string[];

  before(async () => {
    fx = await dispatchFixture({ BOARD_CACHE_MS: '60000' });
    statements = [];
    fx.t.db.on('query', (query: { sql: string }) => statements.push(query.sql));
  });
  after(async () => fx.t.close());

  /** The statements a request ran that read the board or the month (not the session's). */
  const gridReads = () =>
    statements.filter((sql) => /page_tickets|engineer_status_counts|ticket_work_logs/.test(sql));

  it('answers a repeated board and month from memory, the same to the byte', async () => {
    // The set-up's own writes announce themselves a moment later and may clear the memory
    // between two requests (rightly): a few tries, of which one must read nothing.
    let repeated = false;
    for (let attempt = 0; attempt < 5 && !repeated; attempt += 1) {
      const first = await get(fx, '/api/dispatch', range());
      const month = await get(fx, '/api/attendance', { month: day(200).slice(0, 7) });
      assert.equal(month.statusCode, 200, month.body);
      statements.length = 0;
      const again = await get(fx, '/api/dispatch', range());
      const monthAgain = await get(fx, '/api/attendance', { month: day(200).slice(0, 7) });
      assert.equal(again.body, first.body);
      assert.equal(monthAgain.body, month.body);
      assert.match(String(again.headers['content-type']), /^application\/json/);
      repeated = gridReads().length === 0;
      if (!repeated) await new Promise((r) => setTimeout(r, 200));
    }
    assert.ok(repeated, 'a repeated board and month were read again every time');
    // Another range is another answer.
    const later = await get(fx, '/api/dispatch', { from: day(210), to: day(216) });
    assert.equal(later.statusCode, 200);
    assert.notEqual(gridReads().length, 0);
  });

  it('keeps the boards through a write of records no board shows', async () => {
    // As in the first case, the set-up's notices may still clear the memory: a few tries.
    let kept = false;
    for (let attempt = 0; attempt < 5 && !kept; attempt += 1) {
      await get(fx, '/api/dispatch', range());
      await get(fx, '/api/dispatch', range());
      statements.length = 0;
      const read = await fx.t.app.inject({
        method: 'PUT',
        url: '/api/notifications/read-all',
        headers: { cookie: fx.support.cookie },
      });
      assert.equal(read.statusCode, 200, read.body);
      await get(fx, '/api/dispatch', range());
      kept = gridReads().length === 0;
      if (!kept) await new Promise((r) => setTimeout(r, 200));
    }
    assert.ok(kept, 'marking notifications read cleared the boards');
  });

  it("sees this process's own write on the very next request, without the notice", async () => {
    const engineer = await newEngineer(fx, 'Cache Cleo');
    const ticket = await insertTicket(fx, { start: day(201), task: 'Cache job' });
    // Written in SQL by this test too: wait for that notice before the API write under test.
    assert.ok(
      await eventually(async () =>
        (await board(fx, { ...range(), search: 'Cache' })).tickets.some((t) => t.id === ticket),
      ),
    );
    // With the tickets' notice silenced, only the process itself can forget in time.
    await fx.t.db.raw('alter table tickets disable trigger tickets_board_changed_notice');
    try {
      const assigned = await putTicket(fx, ticket, { engineer_id: engineer.id }, fx.manager.cookie);
      assert.equal(assigned.statusCode, 200, assigned.body);
      const after = await board(fx, { ...range(), search: 'Cache' });
      assert.equal(after.tickets.find((t) => t.id === ticket)?.engineer_id, engineer.id);
    } finally {
      await fx.t.db.raw('alter table tickets enable trigger tickets_board_changed_notice');
    }
  });

  it('sees a change made in SQL by hand within moments', async () => {
    const before = await board(fx, range());
    await fx.t
      .db('users')
      .where({ role: 'engineer', status: 'Active' })
      .first()
      .then(async (u) => {
        await fx.t.db('users').where({ id: u!.id }).update({ status: 'Inactive' });
      });
    assert.ok(
      await eventually(async () => (await board(fx, range())).total === before.total - 1),
      'the board forgot its answer when an engineer was deactivated in SQL',
    );
  });
});
