import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DISPATCH_MESSAGES, displayCode, expiryUrgency } from '@trellis/contracts';
import { asPending } from '../helpers/accounts';
import {
  addDays,
  board,
  dispatchFixture,
  get,
  insertLeave,
  insertTicket,
  newEngineer,
  type DispatchFixture,
  type TestEngineer,
} from './dispatch-factory';

describe('GET /api/dispatch', () => {
  let fx: DispatchFixture;
  let aria: TestEngineer;
  let ben: TestEngineer;
  let dee: TestEngineer;
  let gone: TestEngineer;
  const ids = {} as Record<'first' | 'second' | 'open' | 'before' | 'expired' | 'inactive', number>;
  const day = (n: number) => addDays(fx.today, n);
  const range = () => ({ from: day(100), to: day(106) });

  before(async () => {
    fx = await dispatchFixture();
    aria = await newEngineer(fx, 'Aria Board');
    ben = await newEngineer(fx, 'Ben Board');
    dee = await newEngineer(fx, 'Dee Docs', day(103));
    gone = await newEngineer(fx, 'Cy Inactive');
    await fx.t.db('users').where({ id: gone.id }).update({ status: 'Inactive' });
    ids.first = await insertTicket(fx, { start: day(101), end: day(102), engineerId: aria.id });
    ids.second = await insertTicket(fx, { start: day(102), engineerId: aria.id, task: 'Patch' });
    ids.open = await insertTicket(fx, {
      start: day(104),
      end: day(108),
      status: 'Offered',
      city: 'Berlin',
      country: 'Germany',
    });
    ids.before = await insertTicket(fx, { start: day(90), end: day(99), engineerId: ben.id });
    ids.expired = await insertTicket(fx, {
      start: day(103),
      engineerId: aria.id,
      status: 'Expired',
    });
    ids.inactive = await insertTicket(fx, { start: day(103), engineerId: gone.id });
    await fx.t.db('holidays').insert([
      {
        title: 'Test Bank Holiday',
        type: 'Bank Holiday',
        country: 'United Kingdom',
        date: day(101),
      },
      { title: 'Tag der Probe', type: 'Public Holiday', country: 'Germany', date: day(105) },
      { title: 'Jour de Test', type: 'Public Holiday', country: 'France', date: day(102) },
    ]);
    await insertLeave(fx, aria, day(105), day(110));
    await insertLeave(fx, aria, day(100), day(100), 'pending');
    await insertLeave(fx, ben, day(80), day(85));
  });
  after(async () => fx.t.close());

  it('a page of active engineers by name, with compliance, approved leave and booked hours', async () => {
    const answer = await board(fx, range());
    assert.deepEqual([answer.from, answer.to], [day(100), day(106)]);
    assert.deepEqual(
      answer.engineers.map((e) => e.name),
      ['Aria Board', 'Ben Board', 'Dee Docs'],
      'active only, by name',
    );
    assert.deepEqual([answer.total, answer.page, answer.limit], [3, 1, 50]);
    const [a, b, d] = answer.engineers;
    assert.equal(a!.code, displayCode('engineer', aria.id));
    // Two tickets on one day: 16 hours, overbooked but shown as it is; Expired books nothing.
    assert.deepEqual(a!.booked_hours_by_day, { [day(101)]: 8, [day(102)]: 16 });
    assert.deepEqual(b!.booked_hours_by_day, {});
    assert.deepEqual(
      a!.leaves.map((l) => [l.leave_type, l.start_date, l.end_date]),
      [['Annual Leave', day(105), day(110)]],
      'approved leave overlapping the range only',
    );
    assert.deepEqual(b!.leaves, []);
    assert.deepEqual(d!.compliance, {
      nearest_expiry: day(103),
      urgency: expiryUrgency(day(103), fx.today),
      document: 'Right to work: Tier 2',
    });
    assert.deepEqual(a!.compliance, { nearest_expiry: null, urgency: null, document: null });
  });

  it('the tickets overlapping the range, unassigned or the page’s, with their holidays', async () => {
    const answer = await board(fx, range());
    const byId = new Map(answer.tickets.map((t) => [t.id, t]));
    assert.deepEqual(
      [...byId.keys()].sort((x, y) => x - y),
      [ids.first, ids.second, ids.open, ids.expired].sort((x, y) => x - y),
      'not the one before the range, nor the inactive engineer’s',
    );
    const open = byId.get(ids.open)!;
    assert.deepEqual(
      [open.engineer_id, open.task_start_date, open.task_end_date, open.status_group],
      [null, day(104), day(108), 'open'],
    );
    assert.deepEqual(open.holiday_dates, [day(105)]);
    assert.deepEqual(byId.get(ids.first)!.holiday_dates, [day(101)]);
    assert.deepEqual(byId.get(ids.second)!.holiday_dates, []);
    assert.equal(byId.get(ids.first)!.code, displayCode('ticket', ids.first));
    assert.equal(byId.get(ids.first)!.customer_name, 'Dispatch Customer Ltd');
    assert.deepEqual(
      answer.holidays.map((h) => [h.date, h.country, h.title]),
      [
        [day(101), 'United Kingdom', 'Test Bank Holiday'],
        [day(105), 'Germany', 'Tag der Probe'],
      ],
      'only the shown tickets’ countries',
    );
  });

  it('never carries pay or bank fields', async () => {
    const response = await get(fx, '/api/dispatch', range());
    assert.doesNotMatch(response.body, /pay_rate|pay_currency|iban|bank_name|sort_code|profile/);
  });

  it('filters by status group and country', async () => {
    const expired = await board(fx, { ...range(), status_group: 'expired' });
    assert.deepEqual(
      expired.tickets.map((t) => t.id),
      [ids.expired],
    );
    assert.equal(expired.engineers.length, 3, 'the rows stay');
    const germany = await board(fx, { ...range(), country: 'germany' });
    assert.deepEqual(
      germany.tickets.map((t) => t.id),
      [ids.open],
    );
    assert.deepEqual(
      germany.holidays.map((h) => h.country),
      ['Germany'],
    );
  });

  it('a search naming no engineer narrows the tickets; one naming engineers, the rows too', async () => {
    const berlin = await board(fx, { ...range(), search: 'Berlin' });
    assert.deepEqual(
      berlin.tickets.map((t) => t.id),
      [ids.open],
    );
    assert.equal(berlin.total, 3);
    const named = await board(fx, { ...range(), search: 'aria' });
    assert.deepEqual(
      named.engineers.map((e) => e.id),
      [aria.id],
    );
    assert.equal(named.total, 1);
    assert.deepEqual(
      named.tickets.map((t) => t.id).sort((x, y) => x - y),
      [ids.first, ids.second, ids.expired].sort((x, y) => x - y),
    );
    // A code names no ticket: the engineer it names keeps all theirs.
    const code = await board(fx, { ...range(), search: displayCode('engineer', aria.id) });
    assert.deepEqual(
      code.engineers.map((e) => e.name),
      ['Aria Board'],
    );
    assert.deepEqual(
      code.tickets.map((t) => t.id).sort((x, y) => x - y),
      [ids.first, ids.second, ids.expired].sort((x, y) => x - y),
    );
    const docs = await board(fx, { ...range(), search: displayCode('engineer', dee.id) });
    assert.deepEqual([docs.engineers.map((e) => e.name), docs.tickets], [['Dee Docs'], []]);
  });

  it('pages the engineers; the total follows status changes (kept by triggers)', async () => {
    const second = await board(fx, { ...range(), limit: 1, page: 2 });
    assert.deepEqual(
      second.engineers.map((e) => e.name),
      ['Ben Board'],
    );
    assert.deepEqual(
      second.tickets.map((t) => t.id),
      [ids.open],
      'Ben has nothing in the range: only the unassigned ticket',
    );
    assert.equal(second.total, 3);
    await fx.t.db('users').where({ id: gone.id }).update({ status: 'Active' });
    assert.equal((await board(fx, range())).total, 4);
    await fx.t.db('users').where({ id: gone.id }).update({ status: 'Inactive' });
    const stored = await fx.t.db('engineer_status_counts').orderBy('status');
    const real = await fx.t
      .db('users')
      .where({ role: 'engineer' })
      .groupBy('status')
      .orderBy('status')
      .select('status', fx.t.db.raw('count(*)::int as engineers'));
    assert.deepEqual(
      stored
        .filter((r: { engineers: number }) => Number(r.engineers) !== 0)
        .map((r) => ({
          status: r.status,
          engineers: Number(r.engineers),
        })),
      real,
    );
  });

  it('answers at most 31 days, a range in order and real dates (400 otherwise)', async () => {
    assert.equal((await get(fx, '/api/dispatch', { from: day(0), to: day(30) })).statusCode, 200);
    const long = await get(fx, '/api/dispatch', { from: day(0), to: day(31) });
    assert.equal(long.statusCode, 400, long.body);
    assert.match(long.body, new RegExp(DISPATCH_MESSAGES.rangeTooLong));
    const backwards = await get(fx, '/api/dispatch', { from: day(5), to: day(4) });
    assert.equal(backwards.statusCode, 400);
    assert.match(backwards.body, new RegExp(DISPATCH_MESSAGES.toBeforeFrom));
    for (const query of [{ from: '2026-02-30', to: '2026-03-02' }, { from: day(0) }, {}])
      assert.equal((await get(fx, '/api/dispatch', query)).statusCode, 400, JSON.stringify(query));
  });

  it('needs Read: an account waiting for approval gets 403', async () => {
    const pending = await asPending(fx.t.app);
    const response = await get(fx, '/api/dispatch', range(), pending.cookie);
    assert.equal(response.statusCode, 403, response.body);
    const suggestions = await get(
      fx,
      '/api/dispatch/suggestions',
      { ticket_id: ids.open },
      pending.cookie,
    );
    assert.equal(suggestions.statusCode, 403, suggestions.body);
  });
});
