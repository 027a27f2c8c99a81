import { screen, waitFor, within } from '@testing-library/react';
import type { LeaveRequest } from '@trellis/contracts';
import { fixtures, setupPageTest } from '@trellis/platform/testing';
import { fakeLeavesApi } from '../../test/leaves-api';
import { renderMount } from '../../test/render-app';

const { serveAndRender } = setupPageTest();

const thisMonth = new Date().toISOString().slice(0, 7); // the test kit's business zone is UTC

const leave = (overrides: Partial<LeaveRequest>) => fixtures.leaveRequest(overrides);

const ROWS = [
  // Pending, running from November into December.
  leave({
    id: 1,
    engineer_id: 5,
    employee_name: 'Grace Hopper',
    start_date: '2026-11-30',
    end_date: '2026-12-02',
  }),
  // Approved, one day; Grace's approved day overlaps nothing of hers pending.
  leave({
    id: 2,
    engineer_id: 6,
    employee_name: 'Alan Turing',
    leave_type: 'Sick Leave',
    start_date: '2026-12-10',
    end_date: '2026-12-10',
    status: 'approved',
  }),
  leave({
    id: 3,
    engineer_id: 5,
    employee_name: 'Grace Hopper',
    start_date: '2026-12-21',
    end_date: '2026-12-22',
    status: 'approved',
  }),
  // Rejected: no one is off.
  leave({
    id: 4,
    engineer_id: 7,
    employee_name: 'Hedy Lamarr',
    start_date: '2026-12-15',
    end_date: '2026-12-16',
    status: 'rejected',
  }),
  // In January only.
  leave({
    id: 5,
    engineer_id: 8,
    employee_name: 'Katherine Johnson',
    start_date: '2027-01-04',
    end_date: '2027-01-05',
  }),
];

function setup(path = '/leaves?view=month&month=2026-12', rows = ROWS) {
  return serveAndRender(fakeLeavesApi(rows), () => renderMount('/leaves', path));
}

const grid = (month: string) => screen.findByRole('table', { name: `Leave, ${month}` });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
/** A row's cell under the day `day` of the month shown (its column header reads the full date). */
function cell(name: string, day: string) {
  const headers = screen.getAllByRole('columnheader');
  const index = headers.findIndex((th) => th.textContent!.startsWith(`${day} `));
  return within(row(name)).getAllByRole('cell')[index - 1]!;
}

describe('LeavesPage, month view', () => {
  it('shows only the engineers off that month, each day approved or pending', async () => {
    const { api } = setup();
    const table = await grid('December 2026');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Alan Turing', 'Grace Hopper']);

    expect(cell('Grace Hopper', '1')).toHaveTextContent('Annual Leave, pending');
    expect(cell('Grace Hopper', '2')).toHaveAttribute('data-tone', 'warning');
    expect(cell('Grace Hopper', '3')).toHaveTextContent('');
    expect(cell('Grace Hopper', '3')).not.toHaveAttribute('data-tone');
    expect(cell('Grace Hopper', '21')).toHaveTextContent('Annual Leave, approved');
    expect(cell('Grace Hopper', '22')).toHaveAttribute('data-tone', 'hatched');
    expect(cell('Alan Turing', '10')).toHaveTextContent('SLSick Leave, approved');
    expect(cell('Alan Turing', '11')).toHaveTextContent('');
    // Each engineer's days of each kind.
    expect(
      within(row('Grace Hopper'))
        .getAllByRole('cell')
        .slice(-2)
        .map((c) => c.textContent),
    ).toEqual(['2', '2']);

    // The list's own filters over the month's days, approved and pending only.
    const asked = api.requests().map(({ status, from, to }) => ({ status, from, to }));
    expect(asked).toEqual(
      expect.arrayContaining([
        { status: 'approved', from: '2026-12-01', to: '2026-12-31' },
        { status: 'pending', from: '2026-12-01', to: '2026-12-31' },
      ]),
    );
    expect(asked.some((r) => r.status === 'rejected' || r.status === undefined)).toBe(false);
  });

  it('goes to the months before and after, in the address', async () => {
    const { user, location } = setup();
    await grid('December 2026');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(location()).toBe('/leaves?view=month&month=2027-01'));
    await grid('January 2027');
    expect(row('Katherine Johnson')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Grace Hopper' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(location()).toBe('/leaves?view=month&month=2026-11'));
    await grid('November 2026');
    expect(cell('Grace Hopper', '30')).toHaveTextContent('Annual Leave, pending');
  });

  it('goes back to this month, which the address then leaves out', async () => {
    const { user, location } = setup('/leaves?view=month&month=2000-01');
    await screen.findByRole('heading', { level: 2, name: 'January 2000' });
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(location()).toBe('/leaves?view=month'));
    const [year, month] = thisMonth.split('-').map(Number) as [number, number];
    const title = new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'This month' })).not.toBeInTheDocument();
  });

  it('switches views in the address, keeping the engineer and dropping what only the list reads', async () => {
    const { api, user, location } = setup(
      '/leaves?engineer_id=5&status=pending&page=1&from=2026-12-01',
    );
    await screen.findByRole('table', { name: 'Leave requests' });
    const month = screen.getByRole('button', { name: 'Month' });
    expect(month).toHaveAttribute('aria-pressed', 'false');
    await user.click(month);
    await waitFor(() => expect(location()).toBe('/leaves?engineer_id=5&view=month'));
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await screen.findByRole('table', { name: /^Leave, / });
    expect(api.lastParams().get('engineer_id')).toBe('5');

    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(location()).toBe('/leaves?engineer_id=5'));
    expect(await screen.findByRole('table', { name: 'Leave requests' })).toBeInTheDocument();
  });

  it('says when no one is off that month', async () => {
    setup('/leaves?view=month&month=2026-10');
    expect(await screen.findByText('No one is off this month')).toBeInTheDocument();
  });
});
