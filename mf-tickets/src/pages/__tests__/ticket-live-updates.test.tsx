import { act, screen, waitFor } from '@testing-library/react';
import { REALTIME_EVENTS } from '@trellis/contracts';
import {
  connectRealtimeAroundEach,
  emitRealtime,
  fixtures,
  setupPageTest,
} from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeTicketsApi, ticketRows } from '../../test/tickets-api';

const { serveAndRender } = setupPageTest();

function setup() {
  return serveAndRender(fakeTicketsApi(ticketRows(2)), () => renderApp('/tickets'));
}

/** Long enough for a request the screen might still send to have been sent. */
const settle = (ms = 100) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const statusOf = (code: string) => screen.getByRole('combobox', { name: `Status of ${code}` });

connectRealtimeAroundEach();

describe('TicketsPage live updates', () => {
  it("shows another tab's ticket:updated in the row, and refreshes the tiles", async () => {
    const { api } = setup();
    await screen.findByText('Ticket task 1');
    const before = api.listRequests.length;
    const changed = fixtures.ticketListItem({ ...ticketRows(1)[0]!, status: 'In Progress' });
    api.store(changed);
    act(() => emitRealtime(REALTIME_EVENTS.ticketUpdated, changed, 'another-tab-request'));
    await waitFor(() => expect(statusOf('#AIM-T-001')).toHaveValue('In Progress'));
    await waitFor(() => expect(api.listRequests.length).toBe(before + 1));
  });

  it('shows an assignment made elsewhere (the engineer app, another tab)', async () => {
    const { api } = setup();
    await screen.findByText('Ticket task 2');
    const assigned = fixtures.ticketListItem({
      ...ticketRows(2)[1]!,
      engineer_id: 9,
      engineer_name: 'Katherine Johnson',
    });
    api.store(assigned);
    act(() =>
      emitRealtime(
        REALTIME_EVENTS.ticketAssigned,
        { ...assigned, ticketId: 2, engineerId: 9 },
        'another-tab-request',
      ),
    );
    const select = screen.getByRole('combobox', { name: 'Engineer for #AIM-T-002' });
    await waitFor(() => expect(select).toHaveValue('9'));
    expect(select).toHaveDisplayValue('Katherine Johnson');
  });

  it.each([
    ['ticket:created', REALTIME_EVENTS.ticketCreated, fixtures.ticketListItem({ id: 30 })],
    ['engineer:updated', REALTIME_EVENTS.engineerUpdated, { id: 9, name: 'Katherine J.' }],
    ['engineer:deleted', REALTIME_EVENTS.engineerDeleted, { id: 9 }],
  ] as const)('refetches on %s from elsewhere', async (_name, event, data) => {
    const { api } = setup();
    await screen.findByText('Ticket task 1');
    const before = api.listRequests.length;
    act(() => emitRealtime(event, data, 'another-tab-request'));
    await waitFor(() => expect(api.listRequests.length).toBe(before + 1));
  });

  it('takes a ticket deleted elsewhere out of the list', async () => {
    const { api } = setup();
    await screen.findByText('Ticket task 2');
    api.remove(2);
    act(() =>
      emitRealtime(REALTIME_EVENTS.ticketDeleted, ticketRows(2)[1]!, 'another-tab-request'),
    );
    await waitFor(() => expect(screen.queryByText('#AIM-T-002')).not.toBeInTheDocument());
  });

  it("refetches once for this tab's own save: its echo is skipped", async () => {
    const { api, user } = setup();
    await screen.findByText('Ticket task 1');
    const before = api.listRequests.length;
    await user.selectOptions(statusOf('#AIM-T-001'), 'On Hold');
    await waitFor(() => expect(api.listRequests.length).toBe(before + 1));
    const { requestId } = api.writes[0]!;
    expect(requestId).toBeTruthy();
    act(() =>
      emitRealtime(
        REALTIME_EVENTS.ticketUpdated,
        fixtures.ticketListItem({ ...ticketRows(1)[0]!, status: 'On Hold' }),
        requestId!,
      ),
    );
    await settle();
    expect(api.listRequests.length).toBe(before + 1);
    expect(statusOf('#AIM-T-001')).toHaveValue('On Hold');
  });
});
