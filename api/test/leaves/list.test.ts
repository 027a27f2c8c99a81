import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { leaveListResponseSchema } from '@trellis/contracts';
import {
  getJson,
  newEngineer,
  staffLeaves,
  useLeaveFixture,
  type LeaveFixture,
  type MobileEngineer,
} from './leave-factory';

/** What a real count over the table says, per status, for names containing `search`. */
async function realStats(fx: LeaveFixture, search = '') {
  const { rows } = (await fx.t.db.raw(
    `select count(*)::int as total,
       (count(*) filter (where status = 'pending'))::int as pending,
       (count(*) filter (where status = 'approved'))::int as approved,
       (count(*) filter (where status = 'rejected'))::int as rejected
     from leave_requests where employee_name ilike ?`,
    [`%${search}%`],
  )) as { rows: Record<string, number>[] };
  return rows[0]!;
}

describe('GET /api/leave-requests', () => {
  const fx = useLeaveFixture();
  before(async () => {
    const rows = [
      ['Sarah Johnson', 'Annual Leave', '2031-03-10', '2031-03-14', 'pending'],
      ['Mike Chen', 'Sick Leave', '2031-03-01', '2031-03-02', 'pending'],
      ['Emma Davis', 'Personal Leave', '2031-03-20', '2031-03-20', 'approved'],
      ['Sarah Connor', 'Unpaid Leave', '2031-04-01', '2031-04-03', 'rejected'],
      ['Mike Ross', 'Annual Leave', '2031-02-01', '2031-02-05', 'approved'],
    ];
    // One by one, so created_at orders them as listed.
    for (const [employee_name, leave_type, start_date, end_date, status] of rows)
      await fx.t.db('leave_requests').insert({
        employee_name,
        leave_type,
        start_date,
        end_date,
        status,
        created_at: fx.t.db.raw(
          `now() + interval '${rows.findIndex((r) => r[0] === employee_name)} second'`,
        ),
      });
  });

  const names = (list: { items: { employee_name: string }[] }) =>
    list.items.map((i) => i.employee_name);

  it('lists the newest first, ten a page, with stats per status equal to a real count', async () => {
    const list = leaveListResponseSchema.parse(await staffLeaves(fx));
    assert.deepEqual(names(list), [
      'Mike Ross',
      'Sarah Connor',
      'Emma Davis',
      'Mike Chen',
      'Sarah Johnson',
    ]);
    assert.deepEqual(
      { total: list.total, page: list.page, limit: list.limit },
      { total: 5, page: 1, limit: 10 },
    );
    assert.deepEqual(list.stats, await realStats(fx));
  });

  it('filters by status; the total is that status’s count, the stats still every status', async () => {
    const pending = await staffLeaves(fx, { status: 'pending' });
    assert.deepEqual(names(pending), ['Mike Chen', 'Sarah Johnson']);
    assert.equal(pending.total, 2);
    assert.deepEqual(pending.stats, { total: 5, pending: 2, approved: 2, rejected: 1 });
  });

  it('searches by name (contains, any case), with the stats over the matches', async () => {
    const sarah = await staffLeaves(fx, { search: 'sARAH' });
    assert.deepEqual(names(sarah), ['Sarah Connor', 'Sarah Johnson']);
    assert.deepEqual(sarah.stats, await realStats(fx, 'sarah'));
    const approvedMike = await staffLeaves(fx, { search: 'mike', status: 'approved' });
    assert.deepEqual(names(approvedMike), ['Mike Ross']);
    assert.equal(approvedMike.total, 1);
    const none = await staffLeaves(fx, { search: '100%_' });
    assert.equal(none.total, 0);
  });

  it('sorts by start date and pages', async () => {
    const page1 = await staffLeaves(fx, { sort: 'start_date', order: 'asc', limit: 2 });
    assert.deepEqual(names(page1), ['Mike Ross', 'Mike Chen']);
    assert.equal(page1.total, 5);
    const page3 = await staffLeaves(fx, { sort: 'start_date', order: 'asc', limit: 2, page: 3 });
    assert.deepEqual(names(page3), ['Sarah Connor']);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['status=maybe', 'sort=name', 'limit=0', 'page=0']) {
      const response = await fx.t.app.inject({
        method: 'GET',
        url: `/api/leave-requests?${query}`,
        headers: { cookie: fx.staff.cookie },
      });
      assert.equal(response.statusCode, 400, query);
    }
  });

  it('the demo rows without an engineer show their name only', async () => {
    const list = await getJson<{ items: { engineer_id: number | null; days: number }[] }>(
      fx,
      '/api/leave-requests',
      { search: 'Sarah Johnson' },
    );
    assert.deepEqual(list.items, [
      {
        ...list.items[0],
        engineer_id: null,
        days: 5,
      },
    ]);
  });
});

describe('GET /api/leave-requests by engineer and dates', () => {
  const fx = useLeaveFixture();
  let ada: MobileEngineer;
  let bob: MobileEngineer;
  before(async () => {
    ada = await newEngineer(fx, 'Ada Field');
    bob = await newEngineer(fx, 'Bob Field');
    const rows: [MobileEngineer | null, string, string, string, string][] = [
      // Ends the day before the range below.
      [ada, 'ada-before', '2031-05-01', '2031-05-03', 'pending'],
      // Starts on the range's last day.
      [ada, 'ada-last-day', '2031-06-10', '2031-06-12', 'approved'],
      // Starts on the range's first day.
      [bob, 'bob-first-day', '2031-05-04', '2031-05-04', 'approved'],
      // Runs through the whole range.
      [bob, 'bob-through', '2031-04-20', '2031-07-01', 'rejected'],
      // Starts the day after the range.
      [null, 'demo-after', '2031-06-11', '2031-06-11', 'pending'],
    ];
    for (const [engineer, reason, start_date, end_date, status] of rows)
      await fx.t.db('leave_requests').insert({
        engineer_id: engineer?.id ?? null,
        employee_name: engineer?.name ?? 'Demo Person',
        leave_type: 'Annual Leave',
        start_date,
        end_date,
        reason,
        status,
      });
  });

  const reasons = (list: { items: { reason: string | null }[] }) =>
    list.items.map((i) => i.reason).sort();

  it("keeps one engineer's requests, with the stats over them only", async () => {
    const list = await staffLeaves(fx, { engineer_id: ada.id });
    assert.deepEqual(reasons(list), ['ada-before', 'ada-last-day']);
    assert.deepEqual(list.stats, { total: 2, pending: 1, approved: 1, rejected: 0 });
    const none = await staffLeaves(fx, { engineer_id: 2_000_000_000 });
    assert.equal(none.total, 0);
  });

  it('keeps requests overlapping from..to, both ends included', async () => {
    const list = await staffLeaves(fx, { from: '2031-05-04', to: '2031-06-10' });
    assert.deepEqual(reasons(list), ['ada-last-day', 'bob-first-day', 'bob-through']);
    const fromOnly = await staffLeaves(fx, { from: '2031-06-11' });
    assert.deepEqual(reasons(fromOnly), ['ada-last-day', 'bob-through', 'demo-after']);
    const toOnly = await staffLeaves(fx, { to: '2031-05-03' });
    assert.deepEqual(reasons(toOnly), ['ada-before', 'bob-through']);
    const oneDay = await staffLeaves(fx, { from: '2031-05-04', to: '2031-05-04' });
    assert.deepEqual(reasons(oneDay), ['bob-first-day', 'bob-through']);
  });

  it('counts the stats over the filtered matches, whatever the status filter', async () => {
    const range = { from: '2031-05-04', to: '2031-06-10' };
    const approved = await staffLeaves(fx, { ...range, status: 'approved' });
    assert.deepEqual(reasons(approved), ['ada-last-day', 'bob-first-day']);
    assert.equal(approved.total, 2);
    assert.deepEqual(approved.stats, { total: 3, pending: 0, approved: 2, rejected: 1 });
    const bobs = await staffLeaves(fx, { ...range, engineer_id: bob.id, status: 'rejected' });
    assert.deepEqual(reasons(bobs), ['bob-through']);
    assert.deepEqual(bobs.stats, { total: 2, pending: 0, approved: 1, rejected: 1 });
    // No filter at all: the aggregate's figures, every request.
    const all = await staffLeaves(fx);
    assert.deepEqual(all.stats, { total: 5, pending: 2, approved: 2, rejected: 1 });
  });

  it('refuses To before From, and a bad date or engineer, with 400', async () => {
    const get = (query: string) =>
      fx.t.app.inject({
        method: 'GET',
        url: `/api/leave-requests?${query}`,
        headers: { cookie: fx.staff.cookie },
      });
    const backwards = await get('from=2031-05-04&to=2031-05-03');
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().code, 'VALIDATION_FAILED');
    assert.deepEqual(backwards.json().details, [
      { path: 'to', message: 'To must be on or after From' },
    ]);
    for (const query of ['from=2031-02-30', 'to=tomorrow', 'engineer_id=0', 'engineer_id=x'])
      assert.equal((await get(query)).statusCode, 400, query);
  });

  it("lists only the engineer's own in the mobile app, whatever engineer_id says", async () => {
    const own = await getJson<{ items: { reason: string | null }[] }>(
      fx,
      '/api/engineers/me/leaves',
      { engineer_id: ada.id, from: '2031-05-04' },
      bob.mobile,
    );
    assert.deepEqual(reasons(own), ['bob-first-day', 'bob-through']);
  });
});
