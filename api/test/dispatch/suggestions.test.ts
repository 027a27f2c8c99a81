import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  addDays,
  board,
  dispatchFixture,
  get,
  insertLeave,
  insertTicket,
  newEngineer,
  putTicket,
  suggestions,
  type DispatchFixture,
} from './dispatch-factory';

describe('GET /api/dispatch/suggestions', () => {
  let fx: DispatchFixture;
  let ticketId: number;
  const engineers: Record<string, number> = {};
  const day = (n: number) => addDays(fx.today, n);

  before(async () => {
    fx = await dispatchFixture();
    for (const name of ['Zed Local', 'Abe Far', 'Bea Busy', 'Cal Away'])
      engineers[name] = (await newEngineer(fx, name)).id;
    engineers['Dot Lapsing'] = (await newEngineer(fx, 'Dot Lapsing', day(21))).id;
    // The ticket to rank for, already Abe's: his own booking of it does not count.
    ticketId = await insertTicket(fx, {
      start: day(20),
      end: day(22),
      city: 'Leeds',
      engineerId: engineers['Abe Far'],
    });
    // Zed's earlier jobs in Leeds (any case and spacing); an Expired one and a later one do not count.
    const zed = engineers['Zed Local'];
    await insertTicket(fx, { start: day(1), city: ' leeds ', engineerId: zed, status: 'Closed' });
    await insertTicket(fx, { start: day(5), city: 'LEEDS', engineerId: zed });
    await insertTicket(fx, { start: day(6), city: 'Leeds', engineerId: zed, status: 'Expired' });
    await insertTicket(fx, { start: day(30), city: 'Leeds', engineerId: zed });
    await insertTicket(fx, { start: day(3), city: 'York', engineerId: engineers['Abe Far'] });
    await insertTicket(fx, { start: day(21), city: 'York', engineerId: engineers['Bea Busy'] });
    await insertLeave(fx, { id: engineers['Cal Away']!, name: 'Cal Away' }, day(22), day(25));
  });
  after(async () => fx.t.close());

  it('ranks assignable first, then least booked, then earlier jobs in the city, then name', async () => {
    const answer = await suggestions(fx, ticketId);
    assert.equal(answer.ticket_id, ticketId);
    assert.equal(answer.total, 5);
    assert.deepEqual(
      answer.suggestions.map((s) => [
        s.name,
        s.availability,
        s.assignable,
        s.booked_hours,
        s.earlier_jobs_in_city,
        s.reason,
      ]),
      [
        ['Zed Local', 'available', true, 0, 2, 'free all 3 days · 2 earlier jobs in Leeds'],
        ['Abe Far', 'available', true, 0, 0, 'free all 3 days · no earlier jobs in Leeds'],
        [
          'Bea Busy',
          'overbooked',
          true,
          8,
          0,
          `booked 8 h on ${day(21)} · no earlier jobs in Leeds`,
        ],
        ['Cal Away', 'on_leave', false, 0, 0, `on leave ${day(22)} to ${day(25)}`],
        ['Dot Lapsing', 'not_compliant', false, 0, 0, `right to work: Tier 2 expires ${day(21)}`],
      ],
    );
    assert.deepEqual(await suggestions(fx, ticketId), answer, 'the same order every time');
  });

  it('answers the best `limit`, with the total ranked', async () => {
    const answer = await suggestions(fx, ticketId, { limit: 2 });
    assert.deepEqual(
      answer.suggestions.map((s) => s.name),
      ['Zed Local', 'Abe Far'],
    );
    assert.equal(answer.total, 5);
  });

  it('an overbooked engineer is a warning, not a refusal: assigning them books 16 h that day', async () => {
    const response = await putTicket(
      fx,
      ticketId,
      { engineer_id: engineers['Bea Busy'] },
      fx.support.cookie,
    );
    assert.equal(response.statusCode, 200, response.body);
    const answer = await board(fx, { from: day(20), to: day(22), search: 'Bea Busy' });
    assert.deepEqual(answer.engineers[0]!.booked_hours_by_day, {
      [day(20)]: 8,
      [day(21)]: 16,
      [day(22)]: 8,
    });
  });

  it('404 for a ticket that does not exist, 400 for an id that is not one', async () => {
    const missing = await get(fx, '/api/dispatch/suggestions', { ticket_id: 999999 });
    assert.equal(missing.statusCode, 404, missing.body);
    for (const ticket_id of ['abc', '0', '99999999999'])
      assert.equal(
        (await get(fx, '/api/dispatch/suggestions', { ticket_id })).statusCode,
        400,
        ticket_id,
      );
  });
});
