import { screen, waitFor, within } from '@testing-library/react';
import { fakeHistoryApi, fixtures, setupPageTest, trackToasts } from '@trellis/platform/testing';
import { expectSelectableColumns } from '@trellis/page-kit/testing';
import { renderAdmin } from '../../test/render-admin';
import { fakeRolesApi, sampleRoles } from '../../test/roles-api';
import { fakeSystemUsersApi, sampleUsers } from '../../test/system-users-api';

const { server, serveAndRender } = setupPageTest();

function setup(rows = sampleUsers(), path = '/system-users') {
  server.use(...fakeRolesApi(sampleRoles()).handlers);
  return serveAndRender(fakeSystemUsersApi(rows), () => renderAdmin('/system-users', path));
}

const toasts = trackToasts();
const row = (name: string) => screen.getByText(name).closest('tr')!;

describe('SystemUsersPage list', () => {
  it("shows the spec's columns, 'Never' for a user who never signed in, and the four stats", async () => {
    setup();
    await screen.findByText('Mike Wilson');
    // First the page's tick box for bulk actions, then the spec's six columns.
    expectSelectableColumns(['User', 'Role', 'Status', 'Last Login', 'Created', 'Actions']);
    const [tick, ...mike] = within(row('Mike Wilson')).getAllByRole('cell');
    expect(within(tick!).getByRole('checkbox', { name: 'Select Mike Wilson' })).toBeInTheDocument();
    expect(mike[0]).toHaveTextContent('mike@example.com');
    expect(mike[1]).toHaveTextContent('Manager');
    expect(mike[2]).toHaveTextContent('Active');
    expect(mike[3]).toHaveTextContent('Never');
    expect(within(row('Ada Lovelace')).getAllByRole('cell')[4]).toHaveTextContent('Jan 5, 2026');
    expect(within(row('Emily Davis')).getByText('Pending')).toBeInTheDocument();
    expect(within(row('David Brown')).getByText('Inactive')).toBeInTheDocument();
    for (const action of ['View', 'Edit', 'Delete'])
      expect(
        within(row('Mike Wilson')).getByRole('button', { name: `${action} Mike Wilson` }),
      ).toBeInTheDocument();

    const stats = within(screen.getByRole('region', { name: 'System user summary' }));
    expect(stats.getByText('Total Users').nextSibling).toHaveTextContent('4');
    expect(stats.getByText('Active Users').nextSibling).toHaveTextContent('2');
    expect(stats.getByText('Pending Users').nextSibling).toHaveTextContent('1');
    expect(stats.getByText('Total Roles').nextSibling).toHaveTextContent('4');
  });

  it("says 'No users found matching your criteria.' when nothing matches", async () => {
    setup([]);
    expect(await screen.findByText('No users found matching your criteria.')).toBeInTheDocument();
  });

  it('filters by role, status and search, kept in the address', async () => {
    const { user, api, location } = setup();
    await screen.findByText('Mike Wilson');
    const role = screen.getByLabelText('Role');
    await waitFor(() =>
      expect(within(role).getByRole('option', { name: 'Manager' })).toBeInTheDocument(),
    );
    await user.selectOptions(role, 'Manager');
    await waitFor(() => expect(location()).toBe('/system-users?role_id=2'));
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(screen.getByText('Mike Wilson')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(location()).toBe('/system-users?role_id=2&status=pending'));
    expect(await screen.findByText('No users found matching your criteria.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Role'), 'All Roles');
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'emily@{Enter}');
    await waitFor(() => expect(location()).toBe('/system-users?search=emily%40'));
    await waitFor(() => expect(screen.queryByText('Mike Wilson')).not.toBeInTheDocument());
    expect(screen.getByText('Emily Davis')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ search: 'emily@', status: 'all' });
    expect(api.lastQuery().role_id).toBeUndefined();
  });
});

describe('SystemUsersPage invite and edit', () => {
  it('invites with name, email and role; the invitee is Pending and a toast says the mail went', async () => {
    const { user, api } = setup();
    await screen.findByText('Mike Wilson');
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Role is required')).toBeInTheDocument();
    expect(api.writes).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Customer Support');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(within(row('Grace Hopper')).getByText('Pending')).toBeInTheDocument();
    expect(api.writes).toEqual([
      { method: 'POST', body: { name: 'Grace Hopper', email: 'grace@example.com', role_id: 4 } },
    ]);
    expect(toasts()).toContainEqual(['Invitation sent to grace@example.com', 'success']);
  });

  it('edits name, role and status, and shows a guard-rail refusal from the server', async () => {
    const { user, api } = setup();
    await screen.findByText('Mike Wilson');
    await user.click(screen.getByRole('button', { name: 'Edit Mike Wilson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await waitFor(() => expect(within(dialog).getByLabelText('Role')).toHaveValue('2'));
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Admin');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Update User' }));
    await waitFor(() =>
      expect(within(row('Mike Wilson')).getByText('Inactive')).toBeInTheDocument(),
    );
    expect(api.writes).toEqual([
      {
        method: 'PUT',
        id: 8,
        body: { name: 'Mike Wilson', email: 'mike@example.com', role_id: 1, status: 'inactive' },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit Ada Lovelace' }));
    const own = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.selectOptions(within(own).getByLabelText('Status'), 'Inactive');
    await user.click(within(own).getByRole('button', { name: 'Update User' }));
    expect(
      await within(own).findByText('You cannot deactivate your own account.'),
    ).toBeInTheDocument();
  });

  it('offers no status for a pending invitee: that ends when they set a password', async () => {
    const { user } = setup();
    await screen.findByText('Emily Davis');
    await user.click(screen.getByRole('button', { name: 'Edit Emily Davis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('approves a self-registered account: a role and Active, offered at once', async () => {
    const waiting = fixtures.systemUser({
      id: 31,
      name: 'Walter Waiting',
      email: 'walter@example.com',
      role: null,
      status: 'pending',
    });
    const { user, api } = setup([...sampleUsers(), waiting]);
    await screen.findByText('Walter Waiting');
    await user.click(screen.getByRole('button', { name: 'Edit Walter Waiting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Status')).toHaveValue('active');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0]).toEqual({
      method: 'PUT',
      id: 31,
      body: { name: 'Walter Waiting', email: 'walter@example.com', role_id: 1, status: 'active' },
    });
  });
});

describe('SystemUsersPage view, deactivate and delete', () => {
  it('shows the details, deactivates an active user and resends a pending invitation', async () => {
    const { user, api } = setup();
    await screen.findByText('Mike Wilson');
    await user.click(screen.getByRole('button', { name: 'View Mike Wilson' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(within(dialog).getByText('mike@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Never')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(within(row('Mike Wilson')).getByText('Inactive')).toBeInTheDocument(),
    );
    expect(api.writes.at(-1)).toEqual({
      method: 'PUT',
      id: 8,
      body: { name: 'Mike Wilson', email: 'mike@example.com', role_id: 2, status: 'inactive' },
    });

    await user.click(screen.getByRole('button', { name: 'View Emily Davis' }));
    const pending = await screen.findByRole('dialog', { name: 'User Details' });
    expect(within(pending).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Resend Invitation' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(['Invitation sent to emily@example.com', 'success']),
    );
    expect(api.writes.at(-1)).toEqual({ method: 'POST', id: 9, body: null });
  });

  it("asks before deleting, and keeps the server's refusal for your own account in the dialog", async () => {
    const { user, api } = setup();
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Delete Ada Lovelace' }));
    const own = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(
      within(own).getByText('Are you sure you want to delete Ada Lovelace?'),
    ).toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    expect(await within(own).findByText('You cannot delete your own account.')).toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete David Brown' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete User' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText('David Brown')).not.toBeInTheDocument());
    expect(api.writes.map((w) => [w.method, w.id])).toEqual([
      ['DELETE', 7],
      ['DELETE', 10],
    ]);
    expect(toasts()).toContainEqual(['User deleted successfully', 'success']);
  });

  it("opens a user's History from their row", async () => {
    const { user } = setup();
    const history = fakeHistoryApi(server);
    await screen.findByText('Mike Wilson');
    await user.click(screen.getByRole('button', { name: 'History: Mike Wilson' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Mike Wilson' });
    expect(await within(dialog).findByText(/Ada Lovelace changed Name/)).toBeInTheDocument();
    expect(history.lastQuery()).toMatchObject({ entity: 'system_user', entity_id: '8' });
  });
});
