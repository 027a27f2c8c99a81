import { monthDays } from '@trellis/contracts';
import { fixtures } from '@trellis/platform/testing';
import { monthLeaveRows } from '../month-leave-rows';

const DAYS = monthDays('2026-12');

describe('monthLeaveRows', () => {
  it('shows the approved leave where a pending request shares its day, in either order', () => {
    const pending = fixtures.leaveRequest({
      engineer_id: 5,
      employee_name: 'Grace Hopper',
      start_date: '2026-12-01',
      end_date: '2026-12-03',
    });
    const approved = fixtures.leaveRequest({
      engineer_id: 5,
      employee_name: 'Grace Hopper',
      start_date: '2026-12-02',
      end_date: '2026-12-02',
      status: 'approved',
    });
    for (const leaves of [
      [pending, approved],
      [approved, pending],
    ]) {
      const [row] = monthLeaveRows(leaves, DAYS);
      expect(row!.days.get('2026-12-02')?.status).toBe('approved');
      expect([row!.approvedDays, row!.pendingDays]).toEqual([1, 2]);
    }
  });

  it('groups an old request without an engineer by its name, and leaves out the rejected', () => {
    const rows = monthLeaveRows(
      [
        fixtures.leaveRequest({
          engineer_id: null,
          employee_name: 'Demo Person',
          start_date: '2026-12-05',
          end_date: '2026-12-05',
        }),
        fixtures.leaveRequest({
          engineer_id: 9,
          employee_name: 'Ann Off',
          start_date: '2026-12-05',
          end_date: '2026-12-05',
          status: 'rejected',
        }),
        fixtures.leaveRequest({
          engineer_id: 3,
          employee_name: 'Bea Later',
          start_date: '2027-01-02',
          end_date: '2027-01-02',
        }),
      ],
      DAYS,
    );
    expect(rows.map((row) => [row.key, row.name])).toEqual([['name:Demo Person', 'Demo Person']]);
  });
});
