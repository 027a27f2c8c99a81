import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bulkBarButtonLabels, findBulkBar, setupBulkTestServer } from '@trellis/page-kit/testing';
import { fixtures } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { customerRows, fakeCustomersApi } from '../../test/customers-api';

const { server, posted } = setupBulkTestServer('customers', { matching: 9 });

function setup(permissions = fixtures.user().permissions) {
  server.use(...fakeCustomersApi(customerRows(9)).handlers);
  renderApp('/customers?search=c', fixtures.user({ permissions }));
  return userEvent.setup({ delay: null });
}

describe('CustomersPage bulk actions', () => {
  it('sets every customer matching the search inactive, with Undo', async () => {
    const user = setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every row on this page' }),
    );
    const bar = await findBulkBar();
    // 7 a page, 9 matching the search.
    expect(bar).toHaveTextContent('All 7 records on this page are selected.');
    await user.click(
      within(bar).getByRole('button', { name: 'Select all 9 matching this filter' }),
    );
    await user.click(within(bar).getByRole('button', { name: 'Set active / inactive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set active / inactive' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Status' }),
      'Inactive',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.getByText('9 records changed.')).toBeInTheDocument();
    expect(posted).toEqual([
      { action: 'status', params: { status: 'Inactive' }, filter: 'search=c' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
  });

  it('offers only what the reader may do: no Delete without the permission', async () => {
    const user = setup(['read', 'update']);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Customer 1' }));
    expect(await bulkBarButtonLabels()).toEqual(['Set active / inactive', 'Clear selection']);
  });
});
