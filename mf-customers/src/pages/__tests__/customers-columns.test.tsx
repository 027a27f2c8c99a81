import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, setupApiServer } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeCustomersApi } from '../../test/customers-api';

const server = setupApiServer();

const acme = fixtures.customerListItem({
  id: 1,
  name: 'Acme & Sons',
  first_person: 'Ada Lovelace',
});

function setup(path = '/customers') {
  server.use(...fakeCustomersApi([acme]).handlers);
  const view = renderApp(path);
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const headers = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('CustomersPage columns', () => {
  it('hides a column from its Columns menu, keeping it hidden through a new search', async () => {
    const { user, location } = setup();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    // The customer's name says whose row it is: it is not offered.
    expect(screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual([
      'Customer Type',
      'Authorized Person',
      'Documents',
      'Create Lead',
      'Actions',
    ]);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Authorized Person' }));
    expect(headers()).not.toContain('Authorized Person');
    expect(headers()).toContain('Name');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(location()).toBe('/customers?hide=authorized_person');
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Acme');
    await waitFor(() => expect(location()).toBe('/customers?search=Acme&hide=authorized_person'));
    expect(headers()).not.toContain('Authorized Person');
  });
});
