import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, REALTIME_EVENTS, type LeaveRequest } from '@trellis/contracts';
import { realtime } from '@trellis/platform';
import { emitRealtime, fixtures, setupPageTest } from '@trellis/platform/testing';
import { renderMount } from '../../test/render-app';
import { fakeLeavesApi } from '../../test/leaves-api';

const { serveAndRender } = setupPageTest();

const ROWS = [
  fixtures.leaveRequest({
    id: 3,
    engineer_id: 5,
    employee_name: 'Grace Hopper',
    leave_type: 'Annual Leave',
    start_date: '2026-12-01',
    end_date: '2026-12-03',
    days: 3,
    reason: 'Family visit',
  }),
  fixtures.leaveRequest({
    id: 2,
    engineer_id: 6,
    employee_name: 'Alan Turing',
    leave_type: 'Sick Leave',
    start_date: '2026-11-10',
    end_date: '2026-11-10',
    days: 1,
    status: 'approved',
    decided_by_name: 'Ada Lovelace',
  }),
];

function setup(rows: LeaveRequest[] = ROWS, path = '/leaves', user = fixtures.user()) {
  return serveAndRender(fakeLeavesApi(rows), () => renderMount('/leaves', path, user));
}

const table = () => screen.findByRole('table', { name: 'Leave requests' });
/** The list's row of `name`, if listed (the Engineer filter's options name them too). */
const listed = (name: string) => screen.queryByRole('row', { name: new RegExp(name) });
const rowOf = async (name: string) =>
  within(await within(await table()).findByRole('row', { name: new RegExp(name) }));

describe('LeavesPage', () => {
  it('lists each request: engineer, type, dates, days, reason and status', async () => {
    setup();
    const grace = await rowOf('Grace Hopper');
    expect(screen.getByRole('heading', { level: 1, name: 'Leaves' })).toBeInTheDocument();
    expect(grace.getByText('Annual Leave')).toBeInTheDocument();
    expect(grace.getByText('Dec 1, 2026 – Dec 3, 2026')).toBeInTheDocument();
    expect(grace.getByText('Family visit')).toBeInTheDocument();
    expect(grace.getByText('Pending')).toBeInTheDocument();
    const alan = await rowOf('Alan Turing');
    expect(alan.getByText('Approved')).toBeInTheDocument();
    expect(alan.getByText('by Ada Lovelace')).toBeInTheDocument();
    expect(alan.queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by status and engineer, both kept in the address', async () => {
    const { api, user, location } = setup();
    await rowOf('Grace Hopper');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    await waitFor(() => expect(location()).toBe('/leaves?status=approved'));
    await waitFor(() => expect(listed('Grace Hopper')).not.toBeInTheDocument());

    await user.type(screen.getByRole('searchbox', { name: 'Search by engineer' }), 'zz{Enter}');
    await waitFor(() => expect(location()).toBe('/leaves?search=zz&status=approved'));
    expect(await screen.findByText('No leave requests match')).toBeInTheDocument();
    expect(api.lastParams().get('search')).toBe('zz');
  });

  it('filters by the engineer chosen and the days the leave overlaps, in the address and the request', async () => {
    const { api, user, location } = setup();
    await rowOf('Grace Hopper');
    const engineer = screen.getByRole('combobox', { name: 'Engineer' });
    await waitFor(() =>
      expect(within(engineer).getByRole('option', { name: 'Alan Turing' })).toBeInTheDocument(),
    );
    await user.selectOptions(engineer, 'Alan Turing');
    await waitFor(() => expect(location()).toBe('/leaves?engineer_id=6'));
    await waitFor(() => expect(listed('Grace Hopper')).not.toBeInTheDocument());
    expect(api.lastParams().get('engineer_id')).toBe('6');

    await user.selectOptions(engineer, 'All engineers');
    await waitFor(() => expect(location()).toBe('/leaves'));
    // Alan's day is the 10th of November, Grace's leave starts on the 1st of December.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-11' } });
    await waitFor(() => expect(location()).toBe('/leaves?from=2026-11-11'));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-01' } });
    await waitFor(() => expect(location()).toBe('/leaves?from=2026-11-11&to=2026-12-01'));
    await waitFor(() => expect(listed('Alan Turing')).not.toBeInTheDocument());
    expect(await rowOf('Grace Hopper')).toBeTruthy();
    expect(Object.fromEntries(api.lastParams())).toMatchObject({
      from: '2026-11-11',
      to: '2026-12-01',
    });
    expect(api.lastParams().has('engineer_id')).toBe(false);
    // Each bound keeps the other from crossing it.
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-12-01');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-11-11');
  });

  it('reads the engineer and the dates from a shared address', async () => {
    const { api } = setup(ROWS, '/leaves?engineer_id=5&from=2026-12-03&to=2026-12-31');
    expect(await rowOf('Grace Hopper')).toBeTruthy();
    expect(listed('Alan Turing')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Engineer' })).toHaveValue('5');
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-03');
    expect(Object.fromEntries(api.lastParams())).toMatchObject({
      engineer_id: '5',
      from: '2026-12-03',
      to: '2026-12-31',
    });
  });

  it('approves and rejects a pending request', async () => {
    const rows = [
      ...ROWS,
      fixtures.leaveRequest({
        id: 1,
        employee_name: 'Katherine Johnson',
        start_date: '2026-12-20',
      }),
    ];
    const { api, user } = setup(rows);
    const grace = await rowOf('Grace Hopper');
    await user.click(grace.getByRole('button', { name: /^Approve: Grace Hopper/ }));
    expect(await grace.findByText('Approved')).toBeInTheDocument();

    const katherine = await rowOf('Katherine Johnson');
    await user.click(katherine.getByRole('button', { name: /^Reject: Katherine Johnson/ }));
    expect(await katherine.findByText('Rejected')).toBeInTheDocument();
    expect(api.decisions).toEqual([
      { id: 3, status: 'approved' },
      { id: 1, status: 'rejected' },
    ]);
  });

  it('offers no decision without Manage Team', async () => {
    setup(
      ROWS,
      '/leaves',
      fixtures.user({ permissions: PERMISSIONS.filter((p) => p !== 'manage_team') }),
    );
    const grace = await rowOf('Grace Hopper');
    expect(grace.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    setup([]);
    expect(await screen.findByText('No leave requests yet')).toBeInTheDocument();
  });

  it('shows a request made in the mobile app as it arrives', async () => {
    realtime.connect();
    await waitFor(() => expect(realtime.connected).toBe(true));
    try {
      const { api } = setup();
      await rowOf('Grace Hopper');
      api.add(fixtures.leaveRequest({ id: 9, employee_name: 'Hedy Lamarr', engineer_id: 4 }));
      act(() =>
        emitRealtime(REALTIME_EVENTS.leaveCreated, { id: 9, engineer_id: 4, status: 'pending' }),
      );
      expect(await rowOf('Hedy Lamarr')).toBeTruthy();
    } finally {
      realtime.disconnect();
    }
  });
});
