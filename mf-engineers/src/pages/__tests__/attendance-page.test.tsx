import { act, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { connectRealtimeAroundEach, emitRealtime, setupPageTest } from '@trellis/platform/testing';
import { lightTheme } from '@trellis/ui/theme';
import { attendanceDay, attendanceRow, fakeAttendanceApi } from '../../test/attendance-api';
import { renderMount } from '../../test/render-app';

const { serveAndRender } = setupPageTest();

const thisMonth = new Date().toISOString().slice(0, 7); // the test kit's business zone is UTC

const PRIYA = attendanceRow({
  engineer_id: 1,
  name: 'Priya Raman',
  days: [
    attendanceDay('2026-01-05', { hours: 7.5 }),
    attendanceDay('2026-01-06', { hours: 10, overtime_hours: 2 }),
    attendanceDay('2026-01-07', { leave_type: 'Annual Leave' }),
    attendanceDay('2026-01-01', { holiday: "New Year's Day" }),
  ],
  totals: { days_worked: 2, hours: 17.5, overtime_hours: 2, leave_days: 1 },
});
const TOM = attendanceRow({ engineer_id: 2, name: 'Tom Becker' });

function setup(path = '/attendance?month=2026-01', rows = [PRIYA, TOM]) {
  return serveAndRender(fakeAttendanceApi(rows), () => renderMount('/attendance', path));
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
/** A row's cell under the day `date` of January 2026, or under a total's header. */
function cell(name: string, column: string) {
  const headers = screen.getAllByRole('columnheader');
  const index = headers.findIndex((th) => th.textContent!.includes(column));
  return within(row(name)).getAllByRole('cell')[index - 1]!;
}

describe('AttendancePage', () => {
  it('shows every day of the month as a column, and each engineer as a row', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Attendance, January 2026' });
    expect(screen.getByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('Engineer');
    expect(headers[1]).toHaveAccessibleName('Thursday 1 January 2026');
    expect(headers[31]).toHaveAccessibleName('Saturday 31 January 2026');
    expect(headers.slice(32).map((th) => th.textContent)).toEqual([
      'Days worked',
      'Hours',
      'Overtime',
      'Leave days',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Priya RamanAIM-E-001', 'Tom BeckerAIM-E-002']);
  });

  it('writes the hours logged, the leave and the holiday in their cells', async () => {
    setup();
    await screen.findByRole('table', { name: 'Attendance, January 2026' });
    expect(cell('Priya', 'Monday 5 January')).toHaveTextContent(/^7\.5 hours$/);
    const overtime = cell('Priya', 'Tuesday 6 January');
    expect(overtime).toHaveTextContent('10 hours, 2 overtime');
    expect(overtime).toHaveAttribute('data-tone', 'warning');
    const leave = cell('Priya', 'Wednesday 7 January');
    expect(within(leave).getByText('AL')).toBeVisible();
    expect(leave).toHaveTextContent('Annual Leave');
    expect(leave).toHaveAttribute('data-tone', 'hatched');
    expect(leave).toHaveStyle({ color: lightTheme.colors.infoText });
    const holiday = cell('Priya', 'Thursday 1 January');
    expect(holiday).toHaveTextContent("HolPublic holiday: New Year's Day");
    expect(holiday).toHaveAttribute('data-tone', 'muted');
    expect(holiday).toHaveAttribute('title', "New Year's Day");
    expect(cell('Tom', 'Monday 5 January')).toHaveTextContent(/^$/);
  });

  it("totals each engineer's month", async () => {
    setup();
    await screen.findByRole('table', { name: 'Attendance, January 2026' });
    expect(cell('Priya', 'Days worked')).toHaveTextContent('2');
    expect(cell('Priya', 'Hours')).toHaveTextContent('17.5');
    expect(cell('Priya', 'Overtime')).toHaveTextContent('2');
    expect(cell('Priya', 'Leave days')).toHaveTextContent('1');
    expect(cell('Tom', 'Hours')).toHaveTextContent('0');
  });

  it('opens on the business month, and moves month by month through the address', async () => {
    const { api, user, location } = setup('/attendance');
    await screen.findByRole('table');
    expect(api.lastQuery()).toMatchObject({ month: thisMonth, page: 1, limit: 50 });
    expect(screen.queryByRole('button', { name: 'This month' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const previous = new Date(`${thisMonth}-15T00:00:00Z`);
    previous.setUTCMonth(previous.getUTCMonth() - 1);
    const previousMonth = previous.toISOString().slice(0, 7);
    expect(location()).toBe(`/attendance?month=${previousMonth}`);
    await waitFor(() => expect(api.lastQuery()?.month).toBe(previousMonth));

    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(location()).toBe('/attendance');
    await waitFor(() => expect(api.lastQuery()?.month).toBe(thisMonth));
  });

  it('crosses the year', async () => {
    const { user, location } = setup('/attendance?month=2026-12');
    await screen.findByRole('heading', { name: 'December 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(location()).toBe('/attendance?month=2027-01');
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
  });

  it('searches from page 1, and exports what the month and search show', async () => {
    const { api, user, location } = setup('/attendance?month=2026-01&page=1');
    await screen.findByRole('table');
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute('href', '/api/attendance/export.csv?month=2026-01');
    await user.type(screen.getByRole('searchbox', { name: 'Search engineers' }), 'priya');
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ search: 'priya', page: 1 }));
    expect(location()).toBe('/attendance?search=priya&month=2026-01');
    expect(await screen.findAllByRole('row')).toHaveLength(2);
    expect(exportLink).toHaveAttribute(
      'href',
      '/api/attendance/export.csv?month=2026-01&search=priya',
    );
  });

  it('pages the engineers', async () => {
    const rows = Array.from({ length: 51 }, (_, i) =>
      attendanceRow({ engineer_id: i + 1, name: `Engineer ${String(i + 1).padStart(2, '0')}` }),
    );
    const { api, user } = setup('/attendance?month=2026-01', rows);
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 2 • Total 51')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ page: 2 }));
    expect(await screen.findByRole('rowheader', { name: /Engineer 51/ })).toBeInTheDocument();
  });

  it('says when no engineer matches', async () => {
    setup('/attendance?month=2026-01&search=nobody');
    expect(await screen.findByText('No engineers found')).toBeInTheDocument();
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
  });
});

describe('AttendancePage live', () => {
  connectRealtimeAroundEach();

  it('refetches the month when a leave is decided elsewhere', async () => {
    const { api } = setup();
    await screen.findByRole('table');
    const before = api.requests.length;
    act(() =>
      emitRealtime(
        REALTIME_EVENTS.leaveUpdated,
        { id: 3, engineer_id: 1, status: 'approved' },
        'another-tab-request',
      ),
    );
    await waitFor(() => expect(api.requests.length).toBe(before + 1));
  });
});
