import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bulkBarButtonLabels,
  expectExportOnly,
  findBulkBar,
  setupBulkTestServer,
} from '@trellis/page-kit/testing';
import { fixtures } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { engineerRows, fakeEngineersApi } from '../../test/engineers-api';

const { server, posted } = setupBulkTestServer('engineers');

function setup(permissions = fixtures.user().permissions) {
  server.use(...fakeEngineersApi(engineerRows(3)).handlers);
  renderApp('/engineers', fixtures.user({ permissions }));
  return userEvent.setup({ delay: null });
}

describe('EngineersPage bulk actions', () => {
  it('sets the ticked engineers inactive, with Undo', async () => {
    const user = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Engineer 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Engineer 3' }));
    const bar = await findBulkBar();
    expect(await bulkBarButtonLabels()).toEqual(['Set status', 'Clear selection']);
    await user.click(within(bar).getByRole('button', { name: 'Set status' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set status' }));
    const status = await dialog.findByRole('combobox', { name: 'Status' });
    // An invitee's status is not staff's to set: only the edit form's two.
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Active', 'Inactive']);
    await user.selectOptions(status, 'Inactive');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.getByText('2 records changed.')).toBeInTheDocument();
    expect(posted).toEqual([{ action: 'status', params: { status: 'Inactive' }, ids: [1, 3] }]);
  });

  it('lets a reader without Manage Team tick rows only to export them', async () => {
    setup(['read', 'update', 'delete']);
    expect(await screen.findByText('Engineer 1')).toBeInTheDocument();
    await expectExportOnly('engineers', 'Set status');
  });
});
