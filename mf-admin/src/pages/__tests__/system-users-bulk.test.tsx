import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bulkBarButtonLabels, findBulkBar, setupBulkTestServer } from '@trellis/page-kit/testing';
import { fixtures } from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { fakeRolesApi, sampleRoles } from '../../test/roles-api';
import { fakeSystemUsersApi, sampleUsers } from '../../test/system-users-api';

const { server, posted } = setupBulkTestServer('system-users');

function setup(permissions = fixtures.user().permissions) {
  server.use(
    ...fakeSystemUsersApi(sampleUsers()).handlers,
    ...fakeRolesApi(sampleRoles()).handlers,
  );
  renderAdmin('/system-users', '/system-users', fixtures.user({ permissions }));
  return userEvent.setup({ delay: null });
}

describe('SystemUsersPage bulk actions', () => {
  it('deactivates the ticked users, with no parameters and Undo', async () => {
    const user = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Mike Wilson' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Emily Davis' }));
    expect(await bulkBarButtonLabels()).toEqual([
      'Activate',
      'Deactivate',
      'Give a role',
      'Clear selection',
    ]);
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate' });
    expect(dialog).toHaveTextContent('2 selected');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(posted).toEqual([{ action: 'deactivate', params: {}, ids: [8, 9] }]);
  });

  it("gives every user on the page one of the forms' roles", async () => {
    const user = setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every row on this page' }),
    );
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Give a role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Give a role' }));
    const role = await dialog.findByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(sampleRoles().map((r) => r.name));
    await user.selectOptions(role, 'Manager');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(posted).toEqual([{ action: 'role', params: { role_id: 2 }, ids: [7, 8, 9, 10] }]),
    );
  });

  it('shows no tick boxes or bulk actions to a reader without Manage Users', async () => {
    setup(['read', 'update', 'delete']);
    expect(await screen.findByText('Mike Wilson')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });
});
