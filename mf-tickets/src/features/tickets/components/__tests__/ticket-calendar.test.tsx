import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, renderWithProviders, setupPageTest } from '@trellis/platform/testing';
import type { Holiday, TicketListItem } from '@trellis/contracts';
import { TicketCalendar } from '../ticket-calendar';
import { fakeTicketsApi } from '../../../../test/tickets-api';

const { serveAndRender } = setupPageTest();

const on = (day: string, overrides: Partial<TicketListItem> = {}) =>
  fixtures.ticketListItem({ task_start_date: day, task_end_date: day, ...overrides });

function setup(today: string, rows: TicketListItem[] = [], holidays: Holiday[] = []) {
  return serveAndRender(fakeTicketsApi(rows, { holidays }), () =>
    renderWithProviders(
      <TicketCalendar today={today} filters={{ search: '', status: [], priority: [] }} />,
    ),
  );
}

/** The grid's weeks, each as the text of its seven cells. */
const weeks = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((week) =>
      within(week)
        .getAllByRole('cell')
        // The day number shown; the words around it are for screen readers only.
        .map((cell) => cell.textContent?.match(/\d+/)?.[0]),
    );
const day = (name: string | RegExp) => screen.getByRole('button', { name });

describe('TicketCalendar grid', () => {
  it('shows a month starting on Sunday and ending on Saturday as whole weeks, nothing around', async () => {
    setup('2026-02-10');
    expect(screen.getByRole('table', { name: 'February 2026' })).toBeInTheDocument();
    const grid = weeks();
    expect(grid).toHaveLength(4);
    expect(grid[0]!.map((text) => text?.slice(0, 1))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(day('Sunday 1 February 2026')).toBeInTheDocument();
    expect(day(/^Saturday 28 February 2026/)).toBeInTheDocument();
  });

  it("completes the weeks with the neighbouring months' days, which cannot be chosen", async () => {
    setup('2026-03-10'); // March 2026: Sunday 1st to Tuesday 31st
    const grid = weeks();
    expect(grid).toHaveLength(5);
    expect(grid[4]).toEqual(['29', '30', '31', '1', '2', '3', '4']);
    expect(screen.queryByRole('button', { name: /April/ })).not.toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Previous month' }));
    // January 2026 starts on a Thursday: 28–31 December lead in.
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('table', { name: 'January 2026' })).toBeInTheDocument();
    expect(weeks()[0]).toEqual(['28', '29', '30', '31', '1', '2', '3']);
    expect(screen.queryByRole('button', { name: /December/ })).not.toBeInTheDocument();
  });

  it('marks today', () => {
    setup('2026-01-05');
    const today = day(/^Monday 5 January 2026, today/);
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByText('Today')).toBeInTheDocument();
    expect(day('Tuesday 6 January 2026')).not.toHaveAttribute('aria-current');
  });

  it('asks for the visible month only, and Previous/Next cross the year', async () => {
    const { api, user } = setup('2026-01-05');
    await waitFor(() =>
      expect(api.lastCalendarQuery()).toMatchObject({ from: '2026-01-01', to: '2026-01-31' }),
    );
    // The chosen day (today) is listed through the list, one day at a time.
    await waitFor(() =>
      expect(api.lastQuery()).toMatchObject({ from: '2026-01-05', to: '2026-01-05', limit: 100 }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'December 2025' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.lastCalendarQuery()).toMatchObject({ from: '2025-12-01', to: '2025-12-31' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.lastCalendarQuery()).toMatchObject({ from: '2026-02-01', to: '2026-02-28' }),
    );
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'January 2026' })).toBeInTheDocument();
  });
});

describe('TicketCalendar days', () => {
  const rows = [
    on('2026-01-12', {
      id: 1,
      task_name: 'Rack install',
      status: 'In Progress',
      customer_name: 'Acme & Sons',
      engineer_id: 5,
      engineer_name: 'Grace Hopper',
      task_time_hours: 9,
      apartment: 'Unit 4',
      address_line_1: '1 Main Street',
    }),
    on('2026-01-12', { id: 2 }),
    on('2026-01-12', { id: 3 }),
    on('2026-01-20', { id: 4 }),
    on('2026-02-02', { id: 5 }),
  ];

  it('shows a count badge on each day with tickets', async () => {
    setup('2026-01-05', rows);
    const busy = await screen.findByRole('button', { name: 'Monday 12 January 2026, 3 tickets' });
    expect(within(busy).getByText('3')).toBeInTheDocument();
    expect(day('Tuesday 20 January 2026, 1 ticket')).toBeInTheDocument();
    expect(screen.getAllByTestId('day-count').map((badge) => badge.textContent)).toEqual([
      '3',
      '1',
    ]);
  });

  it("lists a chosen day's tickets (keyboard too), and says when a day has none", async () => {
    const { user } = setup('2026-01-05', rows);
    expect(await screen.findByText('No events on this date')).toBeInTheDocument(); // today
    const busy = await screen.findByRole('button', { name: /^Monday 12 January 2026/ });
    busy.focus();
    await user.keyboard('{Enter}');
    expect(busy).toHaveAttribute('aria-pressed', 'true');
    // The chosen day's tickets are asked for when it is chosen.
    const list = await screen.findByRole('region', { name: 'Tickets on Monday 12 January 2026' });
    const first = within(list).getByRole('listitem', { name: '#AIM-T-001 Rack install' });
    for (const text of [
      '#AIM-T-001',
      'In Progress',
      'Rack install',
      'Acme & Sons',
      '09:00 UTC+00:00',
      'Unit 4, 1 Main Street, London, EC1A 1BB, United Kingdom',
      'Grace Hopper',
    ])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.click(day('Wednesday 14 January 2026'));
    expect(await screen.findByText('No events on this date')).toBeInTheDocument();
  });

  it('offers at most 8 dates with tickets for quick navigation', async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      on(`2026-01-${String(i + 10).padStart(2, '0')}`, { id: 10 + i }),
    );
    const { user } = setup('2026-01-05', many);
    const nav = await screen.findByRole('navigation', { name: 'Dates with tickets' });
    const dates = within(nav).getAllByRole('button');
    expect(dates.map((button) => button.textContent)).toEqual([
      'Sat 10 Jan (1)',
      'Sun 11 Jan (1)',
      'Mon 12 Jan (1)',
      'Tue 13 Jan (1)',
      'Wed 14 Jan (1)',
      'Thu 15 Jan (1)',
      'Fri 16 Jan (1)',
      'Sat 17 Jan (1)',
    ]);
    await user.click(dates[2]!);
    expect(
      within(
        await screen.findByRole('region', { name: 'Tickets on Monday 12 January 2026' }),
      ).getByText('#AIM-T-012'),
    ).toBeInTheDocument();
  });

  it('counts a day busier than it lists, and says how many it does not show', async () => {
    const busy = Array.from({ length: 130 }, (_, i) => on('2026-01-12', { id: 100 + i }));
    const { user } = setup('2026-01-05', busy);
    const badge = await screen.findByRole('button', {
      name: 'Monday 12 January 2026, 130 tickets',
    });
    await user.click(badge);
    const list = await screen.findByRole('region', { name: 'Tickets on Monday 12 January 2026' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(
      within(list).getByText(
        'Showing the first 100 of 130 tickets on this day; search or filter to narrow them.',
      ),
    ).toBeInTheDocument();
  });

  it("says 'No tickets selected' after changing month until a day is chosen", async () => {
    const { user } = setup('2026-01-05', rows);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('No tickets selected')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Monday 2 February 2026, 1 ticket' }),
    );
    expect(await screen.findByText('#AIM-T-005')).toBeInTheDocument();
  });
});

describe('TicketCalendar holidays', () => {
  const holidays = [
    fixtures.holiday({
      id: 1,
      title: 'Christmas Day',
      country: 'United Kingdom',
      date: '2026-12-25',
    }),
    fixtures.holiday({
      id: 2,
      title: 'Christmas Day',
      country: 'United States',
      date: '2026-12-25',
    }),
    fixtures.holiday({ id: 3, title: 'Boxing Day', country: 'Canada', date: '2026-12-26' }),
  ];

  it("marks the holidays of the month's ticket countries, on days without tickets too", async () => {
    // 'UK' is how a ticket's free-text country may name the United Kingdom.
    const { api, user } = setup('2026-12-10', [on('2026-12-22', { country: 'UK' })], holidays);
    const christmas = await screen.findByRole('button', {
      name: 'Friday 25 December 2026, holiday: Christmas Day (United Kingdom)',
    });
    expect(within(christmas).getByText('Christmas Day')).toBeVisible();
    // Canada's Boxing Day is no ticket's country: not marked.
    expect(day('Saturday 26 December 2026')).toBeInTheDocument();
    expect(screen.getAllByTestId('day-holiday')).toHaveLength(1);
    expect(api.holidayRequests).toHaveLength(1);
    expect(Object.fromEntries(api.holidayRequests[0]!)).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
      limit: '1000',
    });
    await user.click(christmas);
    const list = await screen.findByRole('region', { name: 'Tickets on Friday 25 December 2026' });
    const marked = within(list).getByRole('list', { name: 'Holidays' });
    expect(
      within(marked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Christmas Day — Public Holiday, United Kingdom']);
    expect(within(list).getByText('No events on this date')).toBeInTheDocument();
  });

  it('marks nothing, and asks for no holidays, when no ticket is in a holiday country', async () => {
    const { api, queryClient } = setup(
      '2026-12-10',
      [on('2026-12-22', { country: 'Brazil' })],
      holidays,
    );
    await screen.findByRole('button', { name: 'Tuesday 22 December 2026, 1 ticket' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(day('Friday 25 December 2026')).toBeInTheDocument();
    expect(screen.queryByTestId('day-holiday')).not.toBeInTheDocument();
    expect(api.holidayRequests).toHaveLength(0);
  });
});
