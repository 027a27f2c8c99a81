import { screen, waitFor, within } from '@testing-library/react';
import { setupPageTest, trackToasts } from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { fakeRolesApi, sampleRoles } from '../../test/roles-api';

const { serveAndRender } = setupPageTest();

function setup(rows = sampleRoles(), path = '/roles') {
  return serveAndRender(fakeRolesApi(rows), () => renderAdmin('/roles', path));
}

const toasts = trackToasts();
const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('RolesPage', () => {
  it('shows a card per role with its permissions and users, and the three stats', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Admin' });
    const grid = screen.getByRole('list', { name: 'Roles' });
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Admin', 'Manager', 'Engineer', 'Customer Support']);
    const manager = within(card('Manager'));
    expect(
      within(manager.getByRole('list', { name: 'Manager permissions' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Read', 'Update', 'Manage Team']);
    expect(manager.getByText(/5 users/)).toBeInTheDocument();
    expect(manager.getByRole('button', { name: 'Edit Manager' })).toBeInTheDocument();
    expect(manager.getByRole('button', { name: 'Delete Manager' })).toBeInTheDocument();

    const stats = within(screen.getByRole('region', { name: 'Role summary' }));
    expect(stats.getByText('Total Roles').nextSibling).toHaveTextContent('4');
    expect(stats.getByText('Total Users').nextSibling).toHaveTextContent('15');
    expect(stats.getByText('Active Permissions').nextSibling).toHaveTextContent('7');
  });

  it("searches (kept in the address) and says 'No roles found matching your search criteria.'", async () => {
    const { user, location } = setup();
    await screen.findByRole('heading', { name: 'Admin' });
    await user.type(screen.getByRole('searchbox', { name: 'Search roles' }), 'support{Enter}');
    await waitFor(() => expect(location()).toBe('/roles?search=support'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Customer Support' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search roles' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search roles' }), 'nobody{Enter}');
    expect(
      await screen.findByText('No roles found matching your search criteria.'),
    ).toBeInTheDocument();
  });

  it('adds a role: the checklist needs at least one permission', async () => {
    const { user, api } = setup();
    await screen.findByRole('heading', { name: 'Admin' });
    await user.click(screen.getByRole('button', { name: 'Add New Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Role' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Role' }));
    expect(await within(dialog).findByText('Role name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one permission')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Role Name'), 'Auditor');
    await user.type(within(dialog).getByLabelText(/Description/), 'Reads everything');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Create' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Role' }));
    expect(await screen.findByRole('heading', { name: 'Auditor' })).toBeInTheDocument();
    expect(api.writes).toEqual([
      {
        method: 'POST',
        body: { name: 'Auditor', description: 'Reads everything', permissions: ['create', 'read'] },
      },
    ]);
    expect(toasts()).toContainEqual(['Role created successfully', 'success']);
  });

  it("edits a role from its card with its permissions ticked, and shows a name clash's message", async () => {
    const { user, api } = setup();
    await screen.findByRole('heading', { name: 'Engineer' });
    await user.click(screen.getByRole('button', { name: 'Edit Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    expect(within(dialog).getByRole('checkbox', { name: 'Read' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Update' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Delete' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Update Tickets' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Role' }));
    await waitFor(() =>
      expect(within(card('Engineer')).getByText('Update Tickets')).toBeInTheDocument(),
    );
    expect(api.writes).toEqual([
      {
        method: 'PUT',
        id: 3,
        body: {
          name: 'Engineer',
          description: '',
          permissions: ['read', 'update', 'update_tickets'],
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Add New Role' }));
    const add = await screen.findByRole('dialog', { name: 'Add New Role' });
    await user.type(within(add).getByLabelText('Role Name'), 'admin');
    await user.click(within(add).getByRole('checkbox', { name: 'Read' }));
    await user.click(within(add).getByRole('button', { name: 'Create Role' }));
    expect(
      await within(add).findByText('A role with this name already exists'),
    ).toBeInTheDocument();
  });

  it("asks before deleting, and a role in use keeps the server's 409 message in the dialog", async () => {
    const { user, api } = setup();
    await screen.findByRole('heading', { name: 'Manager' });
    await user.click(screen.getByRole('button', { name: 'Delete Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Role' });
    expect(
      within(dialog).getByText('Are you sure you want to delete the role Manager?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'The role Manager is assigned to 5 users; give them another role first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Manager' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Engineer' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Role' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Engineer' })).not.toBeInTheDocument(),
    );
    expect(api.writes.map((w) => [w.method, w.id])).toEqual([
      ['DELETE', 2],
      ['DELETE', 3],
    ]);
    expect(toasts()).toContainEqual(['Role deleted successfully', 'success']);
  });
});
