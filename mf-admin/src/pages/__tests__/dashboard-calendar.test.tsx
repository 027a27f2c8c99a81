import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures } from '@trellis/platform/testing';
import { setUpDashboardPage } from '../../test/dashboard-page-setup';

const { renderDashboard } = setUpDashboardPage();

describe('/dashboard ticket calendar', () => {
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
