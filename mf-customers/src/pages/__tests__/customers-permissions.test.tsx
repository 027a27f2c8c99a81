import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@trellis/contracts';
import { fixtures, setupApiServer } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { customerRows, fakeCustomersApi } from '../../test/customers-api';

const server = setupApiServer();

async function openListAs(permissions: Permission[]) {
  server.use(...fakeCustomersApi(customerRows(1)).handlers);
  renderApp('/customers', fixtures.user({ permissions }));
  const [name] = customerRows(1).map((row) => row.name);
  await screen.findByText(name!);
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('CustomersPage, by permission', () => {
  it('offers a reader only the view: no Add Customer, Create Lead, Edit or Delete', async () => {
    expect(await openListAs(['read', 'update_tickets'])).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'Add Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Create Lead/ })).not.toBeInTheDocument();
  });

  it('offers each action with its permission', async () => {
    expect(await openListAs(['read', 'create', 'update', 'delete'])).toEqual([
      'View',
      'Edit',
      'Create Lead',
      'Delete',
    ]);
    expect(screen.getByRole('button', { name: 'Add Customer' })).toBeInTheDocument();
  });

  it('offers Edit alone with Update', async () => {
    expect(await openListAs(['read', 'update'])).toEqual(['View', 'Edit']);
  });
});
