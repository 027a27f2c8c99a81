import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DndContextProps } from '@dnd-kit/core';
import { DISPATCH_MESSAGES, ENGINEER_MESSAGES, type DispatchTicket } from '@trellis/contracts';
import { useToastStore } from '@trellis/platform';
import { apiErrorResponse, delay, setupApiServer } from '@trellis/platform/testing';
import { dispatchEngineer, dispatchTicket, suggestion } from '../../../../test/dispatch-api';
import { boardRow, day, dayCells, renderBoard } from '../../../../test/render-board';

// A drag cannot be played in jsdom: the board's drag-and-drop context is kept, and its handlers
// are called the way dnd-kit calls them at the end of a drag.
const dnd: { props: DndContextProps | null } = { props: null };
jest.mock('@dnd-kit/core', () => {
  const actual = jest.requireActual('@dnd-kit/core');
  return {
    ...actual,
    DndContext: (props: DndContextProps) => {
      dnd.props = props;
      return <actual.DndContext {...props} />;
    },
  };
});

const server = setupApiServer();

/** Ends a drag of `ticket` over the row of `engineerId` (null: Unassigned). */
function dropOn(ticket: DispatchTicket, engineerId: number | null) {
  const active = { id: `ticket-${ticket.id}`, data: { current: { ticket } } };
  const over = {
    id: engineerId ? `engineer-${engineerId}` : 'unassigned',
    data: { current: { engineerId } },
  };
  act(() => dnd.props!.onDragEnd!({ active, over } as never));
}

const toasts = () =>
  useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));
afterEach(() => useToastStore.setState({ toasts: [] }));

const ticket = dispatchTicket({ id: 1, task_start_date: day(1), task_end_date: day(2) });
const ada = dispatchEngineer({ id: 7, name: 'Ada Lovelace' });
const grace = dispatchEngineer({
  id: 8,
  name: 'Grace Hopper',
  leaves: [{ id: 3, leave_type: 'Annual Leave', start_date: day(2), end_date: day(5) }],
});
const linus = dispatchEngineer({
  id: 9,
  name: 'Linus Pauling',
  booked_hours_by_day: { [day(2)]: 4 },
});

const hasCard = (row: string) => boardRow(row).textContent!.includes('#AIM-T-001');

describe('DispatchBoard drops', () => {
  it('moves the card at once, and back with the API’s reason when it refuses', async () => {
    const { api } = renderBoard(server, { engineers: [ada, grace], tickets: [ticket] });
    await screen.findByText('#AIM-T-001');
    const refusal = 'Ada Lovelace is on approved leave from 2030-01-01 to 2030-01-02';
    api.answerPutWith(async () => {
      await delay(50);
      return apiErrorResponse(409, refusal, 'ENGINEER_ON_LEAVE');
    });
    dropOn(ticket, 7);
    await waitFor(() => expect(hasCard('Ada Lovelace')).toBe(true));
    expect(hasCard('Unassigned')).toBe(false);
    await waitFor(() => expect(hasCard('Unassigned')).toBe(true));
    expect(hasCard('Ada Lovelace')).toBe(false);
    expect(toasts()).toEqual([{ message: refusal, type: 'error' }]);
    expect(api.writes).toEqual([{ id: 1, body: { engineer_id: 7 } }]);
  });

  it('saves a drop on an engineer, and one back on Unassigned', async () => {
    const { api } = renderBoard(server, { engineers: [ada], tickets: [ticket] });
    await screen.findByText('#AIM-T-001');
    dropOn(ticket, 7);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        message: '#AIM-T-001 assigned to Ada Lovelace',
        type: 'success',
      }),
    );
    expect(hasCard('Ada Lovelace')).toBe(true);
    dropOn({ ...ticket, engineer_id: 7 }, null);
    await waitFor(() => expect(hasCard('Unassigned')).toBe(true));
    expect(api.writes.map((w) => w.body)).toEqual([{ engineer_id: 7 }, { engineer_id: null }]);
  });

  it('does not send a drop the API would refuse, and says why', async () => {
    const expired = dispatchEngineer({
      id: 10,
      name: 'Marie Curie',
      compliance: { nearest_expiry: day(1), urgency: 'critical', document: 'Passport' },
    });
    const { api } = renderBoard(server, { engineers: [grace, expired], tickets: [ticket] });
    await screen.findByText('#AIM-T-001');
    dropOn(ticket, 8);
    dropOn(ticket, 10);
    expect(toasts()).toEqual([
      { message: DISPATCH_MESSAGES.onLeave('Grace Hopper', day(2), day(5)), type: 'error' },
      {
        message: ENGINEER_MESSAGES.notCompliant('Marie Curie', 'Passport', day(1)),
        type: 'error',
      },
    ]);
    expect(hasCard('Unassigned')).toBe(true);
    expect(api.writes).toEqual([]);
  });

  it('warns when the drop overbooks the engineer, and saves it', async () => {
    const { api } = renderBoard(server, { engineers: [linus], tickets: [ticket] });
    await screen.findByText('#AIM-T-001');
    dropOn(ticket, 9);
    expect(toasts()).toEqual([
      { message: DISPATCH_MESSAGES.overbooked('Linus Pauling', day(2), 12), type: 'warning' },
    ]);
    await waitFor(() => expect(api.writes).toEqual([{ id: 1, body: { engineer_id: 9 } }]));
    expect(hasCard('Linus Pauling')).toBe(true);
  });
});

// jsdom has no PointerEvent: this one carries what dnd-kit's pointer sensor reads.
class TestPointerEvent extends MouseEvent {
  isPrimary = true;
  pointerId = 1;
}

describe('DispatchBoard while dragging', () => {
  beforeAll(() => {
    (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = TestPointerEvent;
  });
  afterAll(() => {
    delete (window as unknown as { PointerEvent?: unknown }).PointerEvent;
  });

  it('marks the rows that would refuse the ticket, with the reason', async () => {
    renderBoard(server, { engineers: [ada, grace], tickets: [ticket] });
    const handle = await screen.findByRole('button', { name: 'Drag #AIM-T-001' });
    fireEvent.pointerDown(handle, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(document, { clientX: 40, clientY: 40 });
    await waitFor(() =>
      expect(boardRow('Grace Hopper')).toHaveAttribute('data-refused', 'on_leave'),
    );
    expect(within(boardRow('Grace Hopper')).getByRole('rowheader')).toHaveTextContent(
      'Cannot take this ticket: On leave',
    );
    expect(boardRow('Ada Lovelace')).not.toHaveAttribute('data-refused');
    fireEvent.pointerUp(document, { clientX: 40, clientY: 40 });
    await waitFor(() => expect(boardRow('Grace Hopper')).not.toHaveAttribute('data-refused'));
  });
});

describe('Assign…', () => {
  const suggestions = {
    1: [
      suggestion({
        engineer_id: 9,
        name: 'Linus Pauling',
        reason: 'free all 2 days · 2 earlier jobs in Leeds',
        earlier_jobs_in_city: 2,
      }),
      suggestion({
        engineer_id: 7,
        name: 'Ada Lovelace',
        availability: 'overbooked',
        reason: 'booked 12 h on Tue',
      }),
      suggestion({
        engineer_id: 8,
        name: 'Grace Hopper',
        availability: 'on_leave',
        assignable: false,
        reason: 'on Annual Leave from Tue',
      }),
      suggestion({
        engineer_id: 10,
        name: 'Marie Curie',
        availability: 'not_compliant',
        assignable: false,
        reason: 'Passport expires on Mon',
      }),
    ],
  };
  const marie = dispatchEngineer({ id: 10, name: 'Marie Curie' });

  it('ranks the engineers with their availability and reasons; refused ones cannot be chosen', async () => {
    const { user } = renderBoard(server, {
      engineers: [ada, grace, linus, marie],
      tickets: [ticket],
      suggestions,
    });
    await user.click(await screen.findByRole('button', { name: 'Assign #AIM-T-001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign #AIM-T-001' }));
    const options = await dialog.findAllByRole('button', { name: /AIM-E-/ });
    expect(options.map((o) => o.textContent)).toEqual([
      'Linus Pauling · AIM-E-009Availablefree all 2 days · 2 earlier jobs in Leeds',
      'Ada Lovelace · AIM-E-007Overbookedbooked 12 h on Tue',
      'Grace Hopper · AIM-E-008On leaveon Annual Leave from Tue',
      'Marie Curie · AIM-E-010Not compliantPassport expires on Mon',
    ]);
    expect(options.map((o) => (o as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('assigns from the keyboard, and moves the card with the focus on it', async () => {
    const { user, api } = renderBoard(server, {
      engineers: [ada, grace, linus, marie],
      tickets: [ticket],
      suggestions,
    });
    const assign = await screen.findByRole('button', { name: 'Assign #AIM-T-001' });
    assign.focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign #AIM-T-001' }));
    const linusOption = await dialog.findByRole('button', { name: /Linus Pauling/ });
    while (document.activeElement !== linusOption) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.writes).toEqual([{ id: 1, body: { engineer_id: 9 } }]));
    await waitFor(() => expect(hasCard('Linus Pauling')).toBe(true));
    // Linus already has 4 h that Tuesday: the move is saved with a warning.
    expect(toasts()).toContainEqual({
      message: DISPATCH_MESSAGES.overbooked('Linus Pauling', day(2), 12),
      type: 'warning',
    });
    await waitFor(() =>
      expect(
        within(dayCells('Linus Pauling')[1]!).getByRole('button', { name: 'Assign #AIM-T-001' }),
      ).toHaveFocus(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('unassigns an assigned ticket', async () => {
    const assigned = { ...ticket, engineer_id: 7 };
    const { user, api } = renderBoard(server, {
      engineers: [ada],
      tickets: [assigned],
      suggestions,
    });
    await user.click(await screen.findByRole('button', { name: 'Assign #AIM-T-001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign #AIM-T-001' }));
    expect(await dialog.findByRole('button', { name: /Ada Lovelace/ })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(api.writes).toEqual([{ id: 1, body: { engineer_id: null } }]));
    await waitFor(() => expect(hasCard('Unassigned')).toBe(true));
  });
});
