import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_LAYOUT_STORAGE_KEY } from '@trellis/contracts';
import { realtime, useToastStore } from '@trellis/platform';
import {
  apiErrorResponse,
  emitRealtime,
  fixtures,
  http,
  setupApiServer,
} from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { fakeDashboardApi, type FakeDashboardData } from '../../test/dashboard-api';

const server = setupApiServer();

// The business today: Monday 5 January 2026 (the settings fixture's zone is UTC).
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-01-05T12:00:00Z'),
    advanceTimers: true,
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
  });
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  realtime.disconnect();
  jest.useRealTimers();
});

const OVERVIEW = fixtures.dashboard({
  current: {
    customer_receivables: [
      { currency: 'USD', amount: '150.50' },
      { currency: 'EUR', amount: '70.00' },
    ],
    engineer_payout: [],
    leads: 6,
    total_tickets: 3,
    approved_leaves: 1,
  },
  previous: {
    customer_receivables: [{ currency: 'USD', amount: '100.00' }],
    engineer_payout: [],
    leads: 4,
    total_tickets: 0,
    approved_leaves: 3,
  },
});

function renderDashboard(data: FakeDashboardData = {}) {
  const api = fakeDashboardApi({ overview: OVERVIEW, ...data });
  server.use(...api.handlers);
  return { ...renderAdmin('/dashboard'), api };
}

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
    expect(api.writes.map((w) => w.url)).toEqual([
      '/api/notifications/31/read',
      '/api/notifications/read-all',
    ]);
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

  it('loads the tickets of the visible month grid only, and a ticket opens its day in the side panel', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api } = renderDashboard({
      tickets: [
        fixtures.ticketListItem({
          id: 7,
          code: '#AIM-T-007',
          task_name: 'Core switch',
          status: 'In Progress',
          task_start_date: '2026-01-14',
          task_time_hours: 9,
        }),
        fixtures.ticketListItem({
          id: 8,
          code: '#AIM-T-008',
          task_name: 'Rack audit',
          status: 'Offered',
          task_start_date: '2026-01-14',
          task_time_hours: null,
        }),
        fixtures.ticketListItem({
          id: 9,
          code: '#AIM-T-009',
          task_name: 'UPS swap',
          status: 'Closed',
          task_start_date: '2026-01-20',
        }),
      ],
    });
    const event = await screen.findByText('#AIM-T-007 Core switch', {}, { timeout: 5000 });
    // January 2026 as a Sunday-first grid: 28 December to 7 February.
    const range = api.ticketRequests.at(-1)!;
    expect([range.get('from'), range.get('to')]).toEqual(['2025-12-28', '2026-02-07']);

    await user.click(event);
    const panel = within(await screen.findByRole('complementary', { name: /Tickets on/ }));
    expect(panel.getByText('2 tickets')).toBeInTheDocument();
    expect(panel.getByText('Core switch')).toBeInTheDocument();
    expect(panel.getByText('Rack audit')).toBeInTheDocument();
    const summary = within(panel.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Total tickets').nextElementSibling).toHaveTextContent('3');
    expect(summary.getByText('Active days').nextElementSibling).toHaveTextContent('2');

    await user.click(panel.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('complementary', { name: /Tickets on/ })).toBeNull();
  });

  it("counts a day's '+N more' from the per-day counts, not from a list page cut at its size", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const busy = Array.from({ length: 8 }, (_, i) =>
      fixtures.ticketListItem({
        id: 100 + i,
        code: `#AIM-T-${100 + i}`,
        task_name: `Busy job ${i + 1}`,
        task_start_date: '2026-01-14',
        task_time_hours: 8 + i,
      }),
    );
    const quiet = fixtures.ticketListItem({
      id: 200,
      code: '#AIM-T-200',
      task_name: 'Quiet job',
      task_start_date: '2026-01-20',
      task_time_hours: null,
    });
    // One list call answers 5 rows at most: fewer than the busy day holds.
    const { api } = renderDashboard({ tickets: [...busy, quiet], listCap: 5 });

    // 3 tickets drawn, and 8 − 3 more: the 5 rows a list page holds would make it "+2 more".
    const more = await screen.findByText('+5 more', {}, { timeout: 5000 });
    expect(screen.getByText('#AIM-T-100 Busy job 1')).toBeInTheDocument();
    expect(screen.queryByText('#AIM-T-103 Busy job 4')).toBeNull();
    const counted = api.calendarDayRequests.at(-1)!;
    expect([counted.get('from'), counted.get('to')]).toEqual(['2025-12-28', '2026-02-07']);

    // "+N more" opens the day's panel: its full count, and that day's own list.
    await user.click(more);
    const panel = within(await screen.findByRole('complementary', { name: /Tickets on/ }));
    expect(panel.getByText('8 tickets')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.ticketRequests.map((r) => [r.get('from'), r.get('to')])).toContainEqual([
        '2026-01-14',
        '2026-01-14',
      ]),
    );
    expect(await panel.findByText('Busy job 5')).toBeInTheDocument();
    const summary = within(panel.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Total tickets').nextElementSibling).toHaveTextContent('9');
    expect(summary.getByText('Active days').nextElementSibling).toHaveTextContent('2');
  });
});
