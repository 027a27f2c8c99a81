import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  addDays,
  dispatchFixture,
  insertLeave,
  insertTicket,
  newEngineer,
  suggestions,
  type DispatchFixture,
} from './dispatch-factory';

// The suggestions read only the engineers who can be among the best `limit`, not every active
// one. Whatever the limit, the answer must be the head of the whole ranking: the same names, in
// the same order, with the same reasons.

describe('GET /api/dispatch/suggestions reads only who can place', () => {
  let fx: DispatchFixture;
  let ticketId: number;
  const day = (n: number) => addDays(fx.today, n);

  before(async () => {
    fx = await dispatchFixture();
    // Names alone rank these: the compliant ones first, case aside, then the lapsing ones.
    for (const name of ['amy Plain', 'Amy Plain', 'Ben Plain', 'bob Plain', 'Cat Plain'])
      await newEngineer(fx, name);
    for (const name of ['Aaron Lapsing', 'Zoe Lapsing']) await newEngineer(fx, name, day(21));
    // Each of these has something that moves it: a job in the city, a booking, leave.
    const lapsingLocal = await newEngineer(fx, 'Yan Lapsing Local', day(21));
    const booked = await newEngineer(fx, 'Al Booked');
    const away = await newEngineer(fx, 'Ann Away');
    const local = await newEngineer(fx, 'Zed Local');
    ticketId = await insertTicket(fx, { start: day(20), end: day(22), city: 'Leeds' });
    await insertTicket(fx, { start: day(2), city: 'Leeds', engineerId: lapsingLocal.id });
    await insertTicket(fx, { start: day(3), city: 'Leeds', engineerId: local.id });
    await insertTicket(fx, { start: day(3), city: 'Leeds', engineerId: away.id });
    await insertTicket(fx, { start: day(21), city: 'York', engineerId: booked.id });
    await insertLeave(fx, { id: away.id, name: 'Ann Away' }, day(19), day(20));
    // An inactive engineer's booking and job do not make them a suggestion.
    const gone = await newEngineer(fx, 'Gus Gone');
    await insertTicket(fx, { start: day(3), city: 'Leeds', engineerId: gone.id });
    await fx.t.db('users').where({ id: gone.id }).update({ status: 'Inactive' });
  });
  after(async () => fx.t.close());

  it('answers the head of the whole ranking at every limit', async () => {
    const whole = await suggestions(fx, ticketId, { limit: 500 });
    assert.equal(whole.total, 11);
    assert.deepEqual(
      whole.suggestions.map((s) => s.name),
      [
        'Zed Local',
        'Amy Plain',
        'amy Plain',
        'Ben Plain',
        'bob Plain',
        'Cat Plain',
        'Al Booked',
        'Ann Away',
        'Yan Lapsing Local',
        'Aaron Lapsing',
        'Zoe Lapsing',
      ],
      'the whole ranking',
    );
    for (let limit = 1; limit <= whole.total; limit++) {
      const answer = await suggestions(fx, ticketId, { limit });
      assert.deepEqual(answer.suggestions, whole.suggestions.slice(0, limit), `limit ${limit}`);
      assert.equal(answer.total, whole.total, `limit ${limit}`);
    }
  });
});
