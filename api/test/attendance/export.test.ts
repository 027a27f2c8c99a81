import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { displayCode } from '@trellis/contracts';
import { parseCsv } from '../helpers/csv';
import { attendanceFixture, get, MONTH, type AttendanceFixture } from './attendance-factory';

describe('GET /api/attendance/export.csv', () => {
  let fx: AttendanceFixture;
  before(async () => {
    fx = await attendanceFixture();
  });
  after(async () => fx.t.close());

  it('streams one row per matching engineer, a column per day, then the totals', async () => {
    const response = await get(fx, '/api/attendance/export.csv', {
      month: MONTH,
      search: 'Attend',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="attendance-${MONTH}.csv"`,
    );
    const header = response.body.split('\n')[0]!.trim().split(',');
    assert.deepEqual(header.slice(0, 3), ['Engineer ID', 'Engineer', '2026-03-01']);
    assert.deepEqual(header.slice(-5), [
      '2026-03-31',
      'Days Worked',
      'Hours',
      'Overtime Hours',
      'Leave Days',
    ]);
    const rows = parseCsv(response.body);
    assert.deepEqual(
      rows.map((r) => r.Engineer),
      ['Ann Attend', 'Bo Attend', 'Cy Attend'],
    );
    const ann = rows[0]!;
    assert.equal(ann['Engineer ID'], displayCode('engineer', fx.engineers.ann));
    assert.deepEqual(
      ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-17', '2026-03-30'].map((d) => ann[d]),
      ['', '10', '8; Probe-Feiertag', 'St Test Day', 'Sick Leave'],
    );
    assert.deepEqual(
      [ann['Days Worked'], ann.Hours, ann['Overtime Hours'], ann['Leave Days']],
      ['2', '18', '2', '2'],
    );
    assert.equal(rows[1]!['2026-03-31'], '0.33');
  });

  it('records who exported which month and search, before the rows leave', async () => {
    for (const query of [{ month: MONTH, search: 'Attend' }, { month: '2026-02' }]) {
      const response = await get(fx, '/api/attendance/export.csv', query);
      assert.equal(response.statusCode, 200, response.body);
    }
    const rows = await fx.t
      .db('audit_events')
      .where({ action: 'attendance.exported' })
      .orderBy('id')
      .select('actor_id', 'entity', 'entity_id', 'entity_label', 'changes');
    const last = rows[rows.length - 1]!;
    assert.equal(last.actor_id, fx.support.user.id);
    assert.deepEqual(
      [last.entity, last.entity_id, last.entity_label],
      ['attendance', null, 'Attendance'],
    );
    assert.deepEqual(last.changes, [{ field: 'filters', from: null, to: { month: '2026-02' } }]);
    const searched = [{ field: 'filters', from: null, to: { month: MONTH, search: 'Attend' } }];
    assert.ok(
      rows.some((r) => isDeepStrictEqual(r.changes, searched)),
      'the export with a search keeps it',
    );
  });
});
