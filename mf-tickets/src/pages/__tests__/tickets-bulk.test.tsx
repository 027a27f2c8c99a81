import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkRun } from '@trellis/contracts';
import { useToastStore } from '@trellis/platform';
import { fixtures, http, HttpResponse, setupApiServer } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeTicketsApi, ticketRows } from '../../test/tickets-api';

const posted: unknown[] = [];
const server = setupApiServer(
  http.post('/api/tickets/bulk', async ({ request }) => {
    const body = (await request.json()) as { ids: number[] };
    posted.push(body);
    const done: BulkRun = {
      id: 1,
      list: 'tickets',
      action: 'engineer',
      state: 'done',
      total: body.ids.length,
      processed: body.ids.length,
      succeeded: body.ids.length,
      failures: [],
      undo_until: null,
      created_at: '2026-11-29T10:00:00.000Z',
    };
    return HttpResponse.json(done);
  }),
);

const engineers = [fixtures.ticketEngineerOption({ id: 5, name: 'Grace Hopper' })];

function setup(permissions = fixtures.user().permissions) {
  server.use(...fakeTicketsApi(ticketRows(3), { engineers }).handlers);
  renderApp('/tickets', fixtures.user({ permissions }));
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  posted.length = 0;
  useToastStore.setState({ toasts: [] });
});

describe('TicketsPage bulk actions', () => {
  it('assigns an engineer to the ticked tickets at once', async () => {
    const user = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select #AIM-T-001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #AIM-T-003' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Change status', 'Change priority', 'Assign engineer', 'Delete', 'Clear selection']);
    await user.click(within(bar).getByRole('button', { name: 'Assign engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign engineer' });
    const engineer = await within(dialog).findByRole('combobox', { name: 'Engineer' });
    await within(engineer).findByRole('option', { name: 'Grace Hopper' });
    await user.selectOptions(engineer, 'Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['2 records changed.']),
    );
    expect(posted).toEqual([{ action: 'engineer', params: { engineer_id: 5 }, ids: [1, 3] }]);
    expect(screen.getByRole('checkbox', { name: 'Select #AIM-T-001' })).not.toBeChecked();
  });

  it('offers selection on the list only, and not to a reader who may take no bulk action', async () => {
    const user = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select #AIM-T-002' }));
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
  });

  it('shows no tick boxes to a reader', async () => {
    setup(['read']);
    expect(await screen.findByText('#AIM-T-001')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
