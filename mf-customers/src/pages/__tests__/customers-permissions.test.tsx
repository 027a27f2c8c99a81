import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECEIVABLE_MESSAGES, type Permission } from '@trellis/contracts';
import { fixtures, setupApiServer } from '@trellis/platform/testing';
import { renderApp, renderMount } from '../../test/render-app';
import { fakeReceivablesApi } from '../../test/receivables-api';
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

describe('Customer Receivable, by permission', () => {
  const unpaid = fixtures.receivable({ id: 1, invoice_number: 'INV-2026-0001', status: 'pending' });
  const renderReceivables = (permissions: Permission[]) => {
    server.use(...fakeReceivablesApi([unpaid]).handlers);
    renderMount('/customer-receivable', '/customer-receivable', fixtures.user({ permissions }));
    return screen.findByText('INV-2026-0001');
  };
  const markPaid = `${RECEIVABLE_MESSAGES.markPaid}: INV-2026-0001`;
  const remind = `${RECEIVABLE_MESSAGES.sendReminder}: INV-2026-0001`;

  it('offers Mark paid and Send reminder only with Update', async () => {
    await renderReceivables(['read', 'update_tickets']);
    expect(screen.queryByRole('button', { name: markPaid })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: remind })).not.toBeInTheDocument();
  });

  it('offers both to a role that may update', async () => {
    await renderReceivables(['read', 'update']);
    expect(screen.getByRole('button', { name: markPaid })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: remind })).toBeInTheDocument();
  });
});
