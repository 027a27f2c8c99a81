import { screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES } from '@trellis/contracts';
import {
  apiErrorResponse,
  fixtures,
  http,
  rowWith,
  setupPageTest,
  trackToasts,
} from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { fakeAssetsApi } from '../../test/assets-api';

const { server, serveAndRender } = setupPageTest();

const SAMPLES = [
  fixtures.asset({
    id: 1,
    name: 'Dell OptiPlex 7090',
    type: 'Desktop',
    assignee: 'John Smith',
    location: 'Office A',
    value: '1299.00',
    currency: 'USD',
    purchase_date: '2024-01-15',
  }),
  fixtures.asset({
    id: 2,
    name: 'MacBook Pro 16"',
    type: 'Laptop',
    assignee: 'Sarah Johnson',
    location: 'Remote',
    status: 'Maintenance',
    value: '850.50',
    currency: 'USD',
  }),
  fixtures.asset({ id: 3, name: 'iPhone 15', type: 'Mobile', value: '600.00', currency: 'GBP' }),
];
const ACCOUNTS = [
  fixtures.assetAssignee({ id: 41, name: 'Grace Hopper', email: 'grace@example.com' }),
  fixtures.assetAssignee({
    id: 42,
    name: 'Alan Turing',
    email: 'alan@example.com',
    role: 'engineer',
  }),
];

function setup(rows = SAMPLES, path = '/asset-management') {
  return serveAndRender(fakeAssetsApi(rows, ACCOUNTS), () =>
    renderAdmin('/asset-management', path),
  );
}

const toasts = trackToasts();

describe('AssetManagementPage list', () => {
  it('shows the columns, the value in its currency, and Total Value per currency', async () => {
    setup();
    await screen.findByText('Dell OptiPlex 7090');
    // The first column holds the tick boxes, to export the rows ticked.
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '',
      'Asset',
      'Assignee',
      'Location',
      'Status',
      'Value',
      'Purchase Date',
      'Actions',
    ]);
    const cells = within(rowWith('Dell OptiPlex 7090')).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Desktop');
    expect(cells[2]).toHaveTextContent('John Smith');
    expect(cells[3]).toHaveTextContent('Office A');
    expect(cells[4]).toHaveTextContent('Active');
    expect(cells[5]).toHaveTextContent('$1,299.00');
    expect(cells[6]).toHaveTextContent('1/15/2024');
    expect(within(rowWith('iPhone 15')).getByText('£600.00')).toBeInTheDocument();

    const stats = within(screen.getByRole('region', { name: 'Asset summary' }));
    expect(stats.getByText('Total Assets').nextSibling).toHaveTextContent('3');
    expect(stats.getByText('Active').nextSibling).toHaveTextContent('2');
    expect(stats.getByText('Maintenance').nextSibling).toHaveTextContent('1');
    // One line per currency, never one sum across them.
    const total = stats.getByText('Total Value').nextSibling as HTMLElement;
    expect([...total.querySelectorAll('span span')].map((s) => s.textContent)).toEqual([
      '£600.00',
      '$2,149.50',
    ]);
  });

  it('says so when no asset matches', async () => {
    setup([]);
    expect(await screen.findByText('No assets found matching your criteria.')).toBeInTheDocument();
  });

  it('filters by type, status and search, kept in the address', async () => {
    const { user, api, location } = setup();
    await screen.findByText('Dell OptiPlex 7090');
    await user.selectOptions(screen.getByLabelText('Type'), 'Laptop');
    await waitFor(() => expect(location()).toBe('/asset-management?type=Laptop'));
    await waitFor(() => expect(screen.queryByText('Dell OptiPlex 7090')).not.toBeInTheDocument());
    expect(screen.getByText('MacBook Pro 16"')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Retired');
    await waitFor(() => expect(location()).toBe('/asset-management?type=Laptop&status=Retired'));
    expect(await screen.findByText('No assets found matching your criteria.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'All Types');
    await user.selectOptions(screen.getByLabelText('Status'), 'All Status');
    await user.type(screen.getByRole('searchbox', { name: 'Search assets' }), 'remote{Enter}');
    await waitFor(() => expect(location()).toBe('/asset-management?search=remote'));
    await waitFor(() => expect(screen.queryByText('iPhone 15')).not.toBeInTheDocument());
    expect(api.lastQuery()).toMatchObject({ search: 'remote', type: 'all', status: 'all' });
  });
});

describe('AssetManagementPage editing', () => {
  it('adds an asset linked to an account found by search', async () => {
    const { user, api } = setup();
    await screen.findByText('Dell OptiPlex 7090');
    await user.click(screen.getByRole('button', { name: 'Add Asset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Asset' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Asset' }));
    expect(await within(dialog).findByText('Asset Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Value is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Asset Name'), 'ThinkPad X1');
    await user.type(within(dialog).getByLabelText(/^Serial Number/), 'PF-3XK9A');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find an account' }), 'alan');
    await waitFor(() => expect(api.accountSearches).toContain('alan'));
    const link = within(dialog).getByLabelText(/Linked Account/);
    await waitFor(() => expect(within(link).queryByText(/Grace Hopper/)).not.toBeInTheDocument());
    await user.selectOptions(link, 'Alan Turing (alan@example.com) · Engineer');
    expect(within(dialog).getByLabelText(/^Assignee/)).toHaveValue('Alan Turing');
    await user.type(within(dialog).getByLabelText(/^Location/), 'Leeds');
    const bought = within(dialog).getByLabelText('Purchase Date');
    await user.clear(bought);
    await user.type(bought, '2025-03-10');
    await user.type(within(dialog).getByLabelText('Value'), '1450.5');
    await user.selectOptions(within(dialog).getByLabelText('Currency'), 'GBP');
    await user.click(within(dialog).getByRole('button', { name: 'Create Asset' }));

    expect(await screen.findByText('ThinkPad X1')).toBeInTheDocument();
    expect(api.writes).toEqual([
      {
        method: 'POST',
        body: {
          name: 'ThinkPad X1',
          serial_no: 'PF-3XK9A',
          type: 'Laptop',
          assignee: 'Alan Turing',
          assignee_user_id: 42,
          location: 'Leeds',
          status: 'Active',
          purchase_date: '2025-03-10',
          value: '1450.50',
          currency: 'GBP',
        },
      },
    ]);
    expect(toasts()).toContainEqual(['Asset created successfully', 'success']);
  });

  it('edits from the row icon with the saved values and saves with PUT', async () => {
    const { user, api } = setup();
    await screen.findByText('Dell OptiPlex 7090');
    await user.click(screen.getByRole('button', { name: 'Edit Dell OptiPlex 7090' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Asset' });
    expect(within(dialog).getByLabelText('Value')).toHaveValue('1299.00');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Retired');
    await user.click(within(dialog).getByRole('button', { name: 'Update Asset' }));
    await waitFor(() =>
      expect(within(rowWith('Dell OptiPlex 7090')).getByText('Retired')).toBeInTheDocument(),
    );
    expect(api.writes).toEqual([
      expect.objectContaining({
        method: 'PUT',
        id: 1,
        body: expect.objectContaining({ status: 'Retired', assignee_user_id: null }),
      }),
    ]);
  });

  it('confirms before deleting, and keeps a refusal in the dialog', async () => {
    const { user, api } = setup();
    await screen.findByText('iPhone 15');
    await user.click(screen.getByRole('button', { name: 'Delete iPhone 15' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this asset?'),
    ).toBeInTheDocument();
    server.use(
      http.delete(`${API_ROUTES.assets}/:id`, () =>
        apiErrorResponse(404, 'Asset not found', 'NOT_FOUND'),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Asset not found')).toBeInTheDocument();
    server.resetHandlers(...api.handlers);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('iPhone 15')).not.toBeInTheDocument());
    expect(api.writes).toEqual([{ method: 'DELETE', id: 3, body: null }]);
    expect(toasts()).toContainEqual(['Asset deleted successfully', 'success']);
  });
});
