import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_LAYOUT_STORAGE_KEY } from '@trellis/contracts';
import { realtime, useToastStore } from '@trellis/platform';
import { apiErrorResponse, emitRealtime, fixtures, http } from '@trellis/platform/testing';
import { fakeDashboardApi } from '../../test/dashboard-api';
import { OVERVIEW, setUpDashboardPage } from '../../test/dashboard-page-setup';

const { server, renderDashboard } = setUpDashboardPage();

const card = (label: string) => screen.getByRole('listitem', { name: label });

describe('/dashboard', () => {
  it('shows the heading at once and the four Quick Actions to their screens', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(
      actions.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['New Ticket', '/tickets/create'],
      ['Add Customer', '/customers/add'],
      ['Schedule Call', '/meeting'],
      ['View Reports', '/sample-reports'],
    ]);
  });

  it("shows each card's last month and the percent change to 1 decimal, only when last month is above 0", async () => {
    renderDashboard();
    await waitFor(() => expect(within(card('Leads')).getByText('6')).toBeInTheDocument());

    expect(within(card('Leads')).getByText('Last month: 4')).toBeInTheDocument();
    expect(within(card('Leads')).getByTestId('percent-change')).toHaveTextContent(
      '+50.0% vs last month',
    );
    // Last month 0: no percentage at all.
    expect(within(card('Total Tickets')).getByText('Last month: 0')).toBeInTheDocument();
    expect(within(card('Total Tickets')).queryByTestId('percent-change')).toBeNull();
    expect(within(card('Approved Leaves')).getByTestId('percent-change')).toHaveTextContent(
      '-66.7%',
    );

    // Money per currency, with its code, each compared with itself only.
    const receivables = within(card('Customer Receivables'));
    expect(receivables.getByText(/^EUR\s70\.00$/)).toBeInTheDocument();
    expect(receivables.getByText(/^USD\s150\.50$/)).toBeInTheDocument();
    expect(receivables.getByText(/^Last month: USD\s100\.00$/)).toBeInTheDocument();
    expect(receivables.getByText(/^Last month: EUR\s0\.00$/)).toBeInTheDocument();
    expect(receivables.getAllByTestId('percent-change').map((p) => p.textContent)).toEqual([
      '+50.5% vs last month',
    ]);
    expect(within(card('Engineer Payout')).getByText('Last month: 0')).toBeInTheDocument();
  });

  it('shows no Engineer Payout card to a role without Manage Team', async () => {
    renderDashboard({}, fixtures.user({ permissions: ['read'] }));
    await waitFor(() => expect(within(card('Leads')).getByText('6')).toBeInTheDocument());
    expect(screen.queryByRole('listitem', { name: 'Engineer Payout' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Customer Receivables' })).toBeInTheDocument();
  });

  it('asks for the chosen month and year, offers current − 2 to + 2, and Today goes back', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api } = renderDashboard();
    const filter = within(await screen.findByRole('region', { name: 'Filter by Date' }));
    await waitFor(() => expect(api.overviewRequests.length).toBeGreaterThan(0));
    expect(api.overviewRequests.at(-1)?.toString()).toBe('year=2026&month=1');

    const year = filter.getByRole('combobox', { name: 'Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2024', '2025', '2026', '2027', '2028']);
    await user.selectOptions(filter.getByRole('combobox', { name: 'Month' }), 'March');
    await user.selectOptions(year, '2025');
    await waitFor(() => expect(api.overviewRequests.at(-1)?.toString()).toBe('year=2025&month=3'));
    const overview = (period: string) =>
      screen.findByRole('heading', { level: 2, name: `Business Overview ${period}` });
    expect(await overview('March 2025')).toBeInTheDocument();
    // The calendar goes to the chosen month too.
    expect(
      await screen.findByRole('heading', { name: 'March 2025', level: 2 }),
    ).toBeInTheDocument();

    await user.click(filter.getByRole('button', { name: 'Today' }));
    expect(await overview('January 2026')).toBeInTheDocument();
    expect(filter.getByRole('combobox', { name: 'Month' })).toHaveValue('1');
    expect(filter.getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
  });

  it('lays the lower panels out in 2 columns by default, and remembers another choice', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = renderDashboard();
    const two = await screen.findByRole('button', { name: '2 columns' });
    expect(two).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('dashboard-panels')).toHaveAttribute('data-columns', '2');

    await user.click(screen.getByRole('button', { name: '3 columns' }));
    expect(screen.getByRole('button', { name: '3 columns' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(window.localStorage.getItem(DASHBOARD_LAYOUT_STORAGE_KEY)).toBe('3');
    first.unmount();

    renderDashboard();
    expect(await screen.findByRole('button', { name: '3 columns' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('dashboard-panels')).toHaveAttribute('data-columns', '3');
  });

  it('approves a pending leave: the request is sent, the panel refreshes and says so', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api } = renderDashboard({
      leaves: [
        fixtures.leaveRequest({
          id: 11,
          employee_name: 'Sarah Johnson',
          leave_type: 'Annual Leave',
          start_date: '2026-01-08',
          end_date: '2026-01-12',
          days: 5,
        }),
        fixtures.leaveRequest({ id: 12, employee_name: 'Mike Chen', leave_type: 'Sick Leave' }),
      ],
    });
    const panel = within(await screen.findByRole('region', { name: 'Leave Requests' }));
    expect(await panel.findByText('Sarah Johnson')).toBeInTheDocument();
    expect(panel.getByText('2 pending')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'View all leave requests' })).toHaveAttribute(
      'href',
      '/leaves?status=pending',
    );

    await user.click(panel.getByRole('button', { name: 'Approve Sarah Johnson' }));
    await waitFor(() => expect(panel.queryByText('Sarah Johnson')).toBeNull());
    expect(api.writes).toEqual([
      { method: 'PUT', url: '/api/leave-requests/11', body: { status: 'approved' } },
    ]);
    expect(panel.getByText('Mike Chen')).toBeInTheDocument();
    expect(panel.getByText('1 pending')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
      'Leave request approved',
    );
  });

  it("shows the server's message when a decision is refused", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDashboard({ leaves: [fixtures.leaveRequest({ id: 21, employee_name: 'Emma Davis' })] });
    server.use(
      http.put('/api/leave-requests/:id', () =>
        apiErrorResponse(409, 'This leave request has already been decided', 'LEAVE_DECIDED'),
      ),
    );
    const panel = within(await screen.findByRole('region', { name: 'Leave Requests' }));
    await user.click(await panel.findByRole('button', { name: 'Reject Emma Davis' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'This leave request has already been decided',
    );
  });

  it('lists unread notifications, marks one read and then all', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api } = renderDashboard({
      notifications: [
        fixtures.notification({
          id: 31,
          kind: 'ticket',
          title: 'New ticket',
          message: 'Ticket #AIM-T-007 was created.',
          link: '/tickets?search=%23AIM-T-007',
        }),
        fixtures.notification({ id: 32, title: 'System update' }),
        fixtures.notification({ id: 33, title: 'Lead confirmed' }),
      ],
    });
    const panel = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(await panel.findByText('Ticket #AIM-T-007 was created.')).toBeInTheDocument();
    expect(panel.getByText('3 new')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(panel.getByRole('link', { name: 'Open: New ticket' })).toHaveAttribute(
      'href',
      '/tickets?search=%23AIM-T-007',
    );

    await user.click(panel.getByRole('button', { name: 'Mark read: New ticket' }));
    await waitFor(() => expect(panel.queryByText('New ticket')).toBeNull());
    expect(panel.getByText('2 new')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Mark all read' }));
    expect(await panel.findByText('No new notifications.')).toBeInTheDocument();
    expect(api.notificationWrites).toEqual(['read 31', 'read-all']);
  });

  it('refreshes the leave panel when another tab or the mobile app writes one', async () => {
    realtime.connect();
    await waitFor(() => expect(realtime.connected).toBe(true));
    renderDashboard({ leaves: [] });
    const panel = within(await screen.findByRole('region', { name: 'Leave Requests' }));
    expect(await panel.findByText('No pending leave requests.')).toBeInTheDocument();
    server.use(
      ...fakeDashboardApi({
        overview: OVERVIEW,
        leaves: [fixtures.leaveRequest({ id: 41, employee_name: 'Priya Raman' })],
      }).handlers,
    );
    act(() => emitRealtime('leave:created', { id: 41, engineer_id: 3, status: 'pending' }));
    expect(await panel.findByText('Priya Raman')).toBeInTheDocument();
  });
});
