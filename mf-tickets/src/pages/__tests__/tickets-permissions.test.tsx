import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECEIVABLE_MESSAGES, TICKET_MESSAGES } from '@trellis/contracts';
import { fixtures, setupPageTest } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeTicketsApi, ticketRows } from '../../test/tickets-api';

const { serveAndRender } = setupPageTest();

const supportDesk = fixtures.user({ permissions: ['read', 'update_tickets'] });
const reader = fixtures.user({ permissions: ['read'] });

function setup(user = supportDesk, rows = ticketRows(1)) {
  return serveAndRender(fakeTicketsApi(rows), () => renderApp('/tickets', user));
}

async function openDetails(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${code}` }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View']);
  await user.click(screen.getByRole('menuitem', { name: 'View' }));
  return within(await screen.findByRole('dialog', { name: TICKET_MESSAGES.detailsTitle }));
}

describe('TicketsPage, by permission', () => {
  it('lets the support desk change a status and log work, without Create Ticket, edit, delete or invoicing', async () => {
    const { api, user } = setup(supportDesk, ticketRows(1, { status: 'Closed' }));
    await screen.findByText('Ticket task 1');
    expect(
      screen.queryByRole('button', { name: TICKET_MESSAGES.createTicket }),
    ).not.toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of #AIM-T-001' }),
      'Accepted',
    );
    await waitFor(() =>
      expect(api.writes).toMatchObject([{ method: 'PUT', id: 1, body: { status: 'Accepted' } }]),
    );
    expect(screen.getByRole('combobox', { name: 'Engineer for #AIM-T-001' })).toBeInTheDocument();
    const dialog = await openDetails(user, '#AIM-T-001');
    expect(await dialog.findByText('Log work hours')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(
      dialog.queryByRole('button', { name: RECEIVABLE_MESSAGES.createInvoice }),
    ).not.toBeInTheDocument();
  });

  it('shows a reader the status and engineer as text, with no work form', async () => {
    const { user } = setup(
      reader,
      ticketRows(1, { engineer_name: 'Grace Hopper', engineer_id: 5 }),
    );
    await screen.findByText('Ticket task 1');
    expect(screen.queryByRole('combobox', { name: /Status of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Engineer for/ })).not.toBeInTheDocument();
    const row = within(screen.getByRole('row', { name: /#AIM-T-001/ }));
    expect(row.getByText('Grace Hopper')).toBeInTheDocument();
    const dialog = await openDetails(user, '#AIM-T-001');
    await dialog.findByText('No entries found');
    expect(dialog.queryByText('Log work hours')).not.toBeInTheDocument();
  });

  it('offers Create Ticket, Edit, Delete and Create invoice with their permissions', async () => {
    const { user } = setup(fixtures.user(), ticketRows(1, { status: 'Closed' }));
    expect(
      await screen.findByRole('button', { name: TICKET_MESSAGES.createTicket }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Actions for #AIM-T-001' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Edit',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: TICKET_MESSAGES.detailsTitle }),
    );
    expect(
      await dialog.findByRole('button', { name: RECEIVABLE_MESSAGES.createInvoice }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
