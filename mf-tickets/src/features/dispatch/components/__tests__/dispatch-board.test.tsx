import { act, screen, waitFor, within } from '@testing-library/react';
import { expiryBadgeText, REALTIME_EVENTS } from '@trellis/contracts';
import { lightTheme } from '@trellis/ui/theme';
import {
  connectRealtimeAroundEach,
  emitRealtime,
  fixtures,
  setupApiServer,
} from '@trellis/platform/testing';
import { dispatchEngineer, dispatchTicket } from '../../../../test/dispatch-api';
import { boardRow, day, dayCells, renderBoard, today } from '../../../../test/render-board';
import { shiftDay } from '../../utils/dispatch-range';

const server = setupApiServer();

const ada = dispatchEngineer({ id: 7, name: 'Ada Lovelace' });
const grace = dispatchEngineer({ id: 8, name: 'Grace Hopper' });

describe('DispatchBoard layout', () => {
  it('shows Unassigned, then each engineer, over seven days from today', async () => {
    const { api } = renderBoard(server, { engineers: [ada, grace] });
    await screen.findByRole('table', { name: 'Dispatch board' });
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Unassigned0 tickets',
      'Ada LovelaceAIM-E-007',
      'Grace HopperAIM-E-008',
    ]);
    const headers = screen.getAllByRole('columnheader').slice(1);
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveAttribute('data-day', today);
    expect(headers[0]).toHaveAttribute('data-today');
    expect(headers[6]).toHaveAttribute('data-day', day(6));
    expect(api.lastBoardQuery()).toMatchObject({ from: today, to: day(6), page: 1, limit: 50 });
  });

  it("places each card on its row from its first day, cut to the range, in its group's colour", async () => {
    renderBoard(server, {
      engineers: [ada],
      tickets: [
        dispatchTicket({ id: 1, task_start_date: day(1), task_end_date: day(3) }),
        dispatchTicket({
          id: 2,
          engineer_id: 7,
          status: 'In Progress',
          status_group: 'in_progress',
          priority: 'Urgent',
          city: 'York',
          task_start_date: shiftDay(today, -2),
          task_end_date: day(0),
        }),
      ],
    });
    await screen.findByText('#AIM-T-001');
    const unassigned = dayCells('Unassigned');
    expect(within(unassigned[1]!).getByText('#AIM-T-001')).toBeInTheDocument();
    for (const index of [0, 2, 3]) expect(unassigned[index]).not.toHaveTextContent('#AIM-T-001');
    expect(within(boardRow('Unassigned')).getByRole('rowheader')).toHaveTextContent('1 ticket');

    const card = within(dayCells('Ada Lovelace')[0]!)
      .getByText('#AIM-T-002')
      .closest('[data-ticket]');
    expect(card).toHaveTextContent('Urgent');
    expect(card).toHaveTextContent('Ticket task 2');
    expect(card).toHaveTextContent('York');
    expect(card).toHaveTextContent('In Progress (In Progress)');
    expect(card).toHaveTextContent('continues from before');
    expect(card).toHaveStyle({ backgroundColor: lightTheme.colors.purple });
  });

  it('marks a card that falls on a public holiday', async () => {
    renderBoard(server, {
      engineers: [],
      tickets: [dispatchTicket({ id: 3, task_start_date: day(2), holiday_dates: [day(2)] })],
    });
    const card = (await screen.findByText('#AIM-T-003')).closest('[data-ticket]')!;
    expect(card).toHaveTextContent(`Holiday: Public holiday on ${day(2)}`);
  });

  it('hatches approved leave, blocks the days after a document expires, and shows booked hours', async () => {
    renderBoard(server, {
      engineers: [
        dispatchEngineer({
          id: 7,
          name: 'Ada Lovelace',
          leaves: [{ id: 1, leave_type: 'Sick Leave', start_date: day(1), end_date: day(2) }],
          booked_hours_by_day: { [day(4)]: 8, [day(5)]: 16 },
        }),
        dispatchEngineer({
          id: 8,
          name: 'Grace Hopper',
          compliance: { nearest_expiry: day(3), urgency: 'critical', document: 'Passport' },
        }),
      ],
    });
    await screen.findByRole('table', { name: 'Dispatch board' });
    const adaDays = dayCells('Ada Lovelace');
    expect(adaDays.map((td) => td.getAttribute('data-tone'))).toEqual([
      null,
      'hatched',
      'hatched',
      null,
      null,
      null,
      null,
    ]);
    expect(adaDays[1]).toHaveTextContent('On leave');
    expect(adaDays[1]).toHaveAttribute('title', `Sick Leave: ${day(1)} – ${day(2)}`);
    expect(adaDays[4]).toHaveTextContent('8 h booked');
    expect(within(adaDays[4]!).getByText('8 h')).not.toHaveAttribute('data-over');
    expect(adaDays[5]).toHaveTextContent('16 h booked, over a working day');
    expect(within(adaDays[5]!).getByText('16 h')).toHaveAttribute('data-over');

    const graceDays = dayCells('Grace Hopper');
    expect(graceDays.map((td) => td.getAttribute('data-tone'))).toEqual([
      null,
      null,
      null,
      null,
      'blocked',
      'blocked',
      'blocked',
    ]);
    expect(graceDays[4]).toHaveTextContent('Blocked');
    expect(graceDays[4]).toHaveAttribute(
      'title',
      `Not compliant after ${day(3)} (Passport expires)`,
    );
    expect(within(boardRow('Grace Hopper')).getByRole('rowheader')).toHaveTextContent(
      expiryBadgeText(day(3), today)!,
    );
  });
});

describe('DispatchBoard range and filters', () => {
  it('keeps the range and the filters in the address and asks the API for them', async () => {
    const { api, user, location } = renderBoard(server, { engineers: [ada] });
    await screen.findByRole('table', { name: 'Dispatch board' });

    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(location()).toContain(`from=${day(7)}`);
    await waitFor(() => expect(api.lastBoardQuery()).toMatchObject({ from: day(7), to: day(13) }));

    await user.click(screen.getByRole('button', { name: '14 days' }));
    expect(location()).toContain('days=14');
    await waitFor(() => expect(api.lastBoardQuery()).toMatchObject({ from: day(7), to: day(20) }));
    await user.click(screen.getByRole('button', { name: 'Previous 14 days' }));
    await waitFor(() => expect(api.lastBoardQuery()).toMatchObject({ from: day(-7) }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(api.lastBoardQuery()).toMatchObject({ from: today, to: day(13) }));
    expect(location()).not.toContain('from=');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status group' }), 'In Progress');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Germany');
    await user.type(screen.getByRole('searchbox', { name: 'Search the board' }), 'rack');
    await waitFor(() =>
      expect(api.lastBoardQuery()).toMatchObject({
        search: 'rack',
        country: 'Germany',
        status_group: 'in_progress',
      }),
    );
    expect(location()).toMatch(/view=board/);
    expect(location()).toMatch(/status_group=in_progress/);
    expect(location()).toMatch(/country=Germany/);
    expect(location()).toMatch(/search=rack/);
  });

  it('reads the range from the address, from the given day (links shared before keep working)', async () => {
    const { api } = renderBoard(
      server,
      { engineers: [ada] },
      { query: `&from=${day(10)}&days=14` },
    );
    await screen.findByRole('table', { name: 'Dispatch board' });
    expect(api.lastBoardQuery()).toMatchObject({ from: day(10), to: day(23) });
    expect(screen.getAllByRole('columnheader')).toHaveLength(15);
  });

  it('leaves the list filters behind for the board, and the board range behind for the list', async () => {
    const { user, location } = renderBoard(server, { engineers: [ada] }, { query: '&days=14' });
    await screen.findByRole('table', { name: 'Dispatch board' });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(location()).toBe('/tickets');
    expect(await screen.findByRole('searchbox', { name: 'Search tickets' })).toBeInTheDocument();
  });

  it('pages the engineers', async () => {
    const engineers = Array.from({ length: 51 }, (_, i) => dispatchEngineer({ id: i + 1 }));
    const { api, user } = renderBoard(server, { engineers });
    await screen.findByRole('table', { name: 'Dispatch board' });
    expect(screen.getByText('Page 1 of 2 • 51 engineers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.lastBoardQuery()).toMatchObject({ page: 2 }));
    expect(await screen.findByRole('rowheader', { name: /Engineer 51/ })).toBeInTheDocument();
  });
});

describe('DispatchBoard live', () => {
  connectRealtimeAroundEach();

  it.each([
    [
      'ticket:assigned',
      REALTIME_EVENTS.ticketAssigned,
      { ...fixtures.ticketListItem({ id: 1, engineer_id: 7 }), ticketId: 1, engineerId: 7 },
    ],
    ['leave:updated', REALTIME_EVENTS.leaveUpdated, { id: 3, engineer_id: 7, status: 'approved' }],
    ['leave:created', REALTIME_EVENTS.leaveCreated, { id: 4, engineer_id: 7, status: 'pending' }],
  ] as const)('refetches the board on %s from elsewhere', async (_name, event, data) => {
    const { api } = renderBoard(server, { engineers: [ada] });
    await screen.findByRole('table', { name: 'Dispatch board' });
    const before = api.boardRequests.length;
    act(() => emitRealtime(event, data as never, 'another-tab-request'));
    await waitFor(() => expect(api.boardRequests.length).toBe(before + 1));
  });
});

describe('DispatchBoard permissions', () => {
  it('shows a reader the board without drag handles or Assign…', async () => {
    renderBoard(
      server,
      { engineers: [ada], tickets: [dispatchTicket({ id: 1, task_start_date: day(1) })] },
      { user: fixtures.user({ permissions: ['read'] }) },
    );
    await screen.findByText('#AIM-T-001');
    expect(screen.queryByRole('button', { name: 'Drag #AIM-T-001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign #AIM-T-001' })).not.toBeInTheDocument();
  });

  it('gives the support desk (Update Tickets) both', async () => {
    renderBoard(
      server,
      { engineers: [ada], tickets: [dispatchTicket({ id: 1, task_start_date: day(1) })] },
      { user: fixtures.user({ permissions: ['read', 'update_tickets'] }) },
    );
    await screen.findByText('#AIM-T-001');
    expect(screen.getByRole('button', { name: 'Drag #AIM-T-001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign #AIM-T-001' })).toBeInTheDocument();
  });
});

describe('DispatchBoard on a Saturday', () => {
  // Only the clock is fixed: timers stay real, so requests and renders run as they would.
  const SATURDAY = new Date('2026-11-28T09:00:00Z');
  beforeEach(() =>
    jest.useFakeTimers({
      now: SATURDAY,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('opens on today and the six days after it, so the days ahead are in view', async () => {
    const { api } = renderBoard(server, { engineers: [ada] });
    await screen.findByRole('table', { name: 'Dispatch board' });
    const headers = screen.getAllByRole('columnheader').slice(1);
    expect(headers[0]).toHaveTextContent(/^Sat 28/);
    expect(headers[0]).toHaveAttribute('data-today');
    expect(headers[6]).toHaveAttribute('data-day', '2026-12-04');
    expect(api.lastBoardQuery()).toMatchObject({ from: '2026-11-28', to: '2026-12-04' });
  });
});
