import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { displayCode, monthDays } from '@trellis/contracts';
import { asPending } from '../helpers/accounts';
import {
  attendance,
  attendanceFixture,
  get,
  MONTH,
  type AttendanceFixture,
} from './attendance-factory';

describe('GET /api/attendance', () => {
  let fx: AttendanceFixture;
  before(async () => {
    fx = await attendanceFixture();
  });
  after(async () => fx.t.close());

  it('engineers by name × the days of the month: hours, overtime, leave, holidays and totals', async () => {
    const answer = await attendance(fx, {});
    assert.equal(answer.month, MONTH);
    assert.deepEqual(answer.days, monthDays(MONTH));
    assert.equal(answer.days.length, 31);
    assert.deepEqual(
      answer.items.map((row) => row.name),
      ['Ann Attend', 'Bo Attend', 'Cy Attend', 'Dan Idle'],
    );
    assert.deepEqual([answer.total, answer.page, answer.limit], [4, 1, 50]);
    const [ann, bo, cy] = answer.items;
    assert.equal(ann!.code, displayCode('engineer', fx.engineers.ann));
    assert.deepEqual(ann!.days, [
      // 4 h, then 6.5 h less a 30-minute break: 10 h, 2 of them above the working day.
      { date: '2026-03-02', hours: 10, overtime_hours: 2, leave_type: null, holiday: null },
      // Worked on a ticket in Germany on its holiday.
      {
        date: '2026-03-03',
        hours: 8,
        overtime_hours: 0,
        leave_type: null,
        holiday: 'Probe-Feiertag',
      },
      // Booked on a ticket in the United Kingdom on its holiday (nothing logged).
      { date: '2026-03-17', hours: 0, overtime_hours: 0, leave_type: null, holiday: 'St Test Day' },
      // Approved leave into April: its March days only; the pending request is not leave.
      { date: '2026-03-30', hours: 0, overtime_hours: 0, leave_type: 'Sick Leave', holiday: null },
      { date: '2026-03-31', hours: 0, overtime_hours: 0, leave_type: 'Sick Leave', holiday: null },
    ]);
    assert.deepEqual(ann!.totals, { days_worked: 2, hours: 18, overtime_hours: 2, leave_days: 2 });
    // A break longer than the entry counts as nothing; February's log is not March's.
    assert.deepEqual(
      bo!.days.map((d) => [d.date, d.hours]),
      [
        ['2026-03-10', 0],
        ['2026-03-31', 0.33],
      ],
    );
    assert.deepEqual(bo!.totals, { days_worked: 1, hours: 0.33, overtime_hours: 0, leave_days: 0 });
    assert.deepEqual(cy!.days, []);
    assert.deepEqual(cy!.totals, { days_worked: 0, hours: 0, overtime_hours: 0, leave_days: 0 });
  });

  it('pages the engineers and searches by name or code', async () => {
    const second = await attendance(fx, { limit: 2, page: 2 });
    assert.deepEqual(
      second.items.map((row) => row.name),
      ['Cy Attend', 'Dan Idle'],
    );
    assert.equal(second.total, 4);
    const found = await attendance(fx, { search: 'bo att' });
    assert.deepEqual(
      found.items.map((row) => row.name),
      ['Bo Attend'],
    );
    assert.equal(found.total, 1);
    const byCode = await attendance(fx, { search: displayCode('engineer', fx.engineers.dan) });
    assert.deepEqual(
      byCode.items.map((row) => row.name),
      ['Dan Idle'],
    );
    const none = await attendance(fx, { search: 'nobody at all' });
    assert.deepEqual([none.items, none.total], [[], 0]);
  });

  it('another month has its own days', async () => {
    const february = await attendance(fx, { month: '2026-02' });
    assert.equal(february.days.length, 28);
    const bo = february.items.find((row) => row.name === 'Bo Attend')!;
    assert.deepEqual(bo.totals, { days_worked: 1, hours: 8, overtime_hours: 0, leave_days: 0 });
  });

  it('needs a month YYYY-MM (400) and Read (403 for an account waiting for approval)', async () => {
    for (const month of ['2026-13', '2026-3', '0000-01', 'march', ''])
      assert.equal((await get(fx, '/api/attendance', { month })).statusCode, 400, month);
    assert.equal((await get(fx, '/api/attendance', {})).statusCode, 400);
    const pending = await asPending(fx.t.app);
    const refused = await get(fx, '/api/attendance', { month: MONTH }, pending.cookie);
    assert.equal(refused.statusCode, 403, refused.body);
    const exportRefused = await get(
      fx,
      '/api/attendance/export.csv',
      { month: MONTH },
      pending.cookie,
    );
    assert.equal(exportRefused.statusCode, 403, exportRefused.body);
  });
});
