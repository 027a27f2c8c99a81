import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@trellis/platform';
import {
  bulkBarButtonLabels,
  expectExportOnly,
  findBulkBar,
  setupBulkTestServer,
} from '@trellis/page-kit/testing';
import { fixtures } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeTicketsApi, ticketRows } from '../../test/tickets-api';

// Runs without an undo window, so a run's outcome is told by a toast.
const { server, posted } = setupBulkTestServer('tickets', { undoable: false });

const engineers = [fixtures.ticketEngineerOption({ id: 5, name: 'Grace Hopper' })];

function setup(permissions = fixtures.user().permissions) {
  server.use(...fakeTicketsApi(ticketRows(3), { engineers }).handlers);
  renderApp('/tickets', fixtures.user({ permissions }));
  return userEvent.setup({ delay: null });
}

describe('TicketsPage bulk actions', () => {
  it('assigns an engineer to the ticked tickets at once', async () => {
    const user = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select #AIM-T-001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #AIM-T-003' }));
    const bar = await findBulkBar();
    expect(await bulkBarButtonLabels()).toEqual([
      'Change status',
      'Change priority',
      'Assign engineer',
      'Delete',
      'Clear selection',
    ]);
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

  it('lets a reader tick rows only to export them', async () => {
    setup(['read']);
    expect(await screen.findByText('#AIM-T-001')).toBeInTheDocument();
    await expectExportOnly('tickets', 'Change status');
  });
});
