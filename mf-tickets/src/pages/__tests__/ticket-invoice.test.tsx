import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@trellis/contracts';
import { useToastStore } from '@trellis/platform';
import {
  apiErrorResponse,
  fixtures,
  http,
  HttpResponse,
  setupApiServer,
} from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeTicketsApi } from '../../test/tickets-api';

const server = setupApiServer();
// The first test loads the tickets page and the details modal cold: seconds on a busy runner.
jest.setTimeout(15_000);

const closed = fixtures.ticketListItem({ id: 8, task_name: 'Printer service', status: 'Closed' });
const open = fixtures.ticketListItem({ id: 9, task_name: 'Rack install', status: 'Accepted' });

async function openDetails(code: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Actions for ${code}` }));
  await user.click(screen.getByRole('menuitem', { name: 'View' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Ticket Details' }));
  await dialog.findByRole('article');
  return { dialog, user };
}

function setup() {
  server.use(...fakeTicketsApi([closed, open]).handlers);
  renderApp('/tickets');
}

afterEach(() => useToastStore.setState({ toasts: [] }));

describe("'Create invoice' in the ticket details", () => {
  it('bills a Closed ticket and shows the invoice number, amount and due date', async () => {
    setup();
    const sent: unknown[] = [];
    server.use(
      http.post(API_ROUTES.receivables, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          fixtures.receivable({
            invoice_number: 'INV-2026-0005',
            ticket_id: 8,
            ticket_code: '#AIM-T-008',
            amount: '362.00',
            currency: 'GBP',
            due_date: '2026-02-04',
          }),
          { status: 201 },
        );
      }),
    );
    const { dialog, user } = await openDetails('#AIM-T-008');
    await user.click(dialog.getByRole('button', { name: 'Create invoice' }));
    expect(
      await dialog.findByText(/^Invoice INV-2026-0005 created: £362\.00, due \S+\.$/),
    ).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ ticket_id: 8 }]);
    expect(dialog.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
      'Invoice INV-2026-0005 created',
    );
  });

  it("shows the server's 409 when the ticket is already invoiced", async () => {
    setup();
    server.use(
      http.post(API_ROUTES.receivables, () =>
        apiErrorResponse(409, 'This ticket is already invoiced (INV-2026-0002)', 'INVOICE_EXISTS'),
      ),
    );
    const { dialog, user } = await openDetails('#AIM-T-008');
    await user.click(dialog.getByRole('button', { name: 'Create invoice' }));
    expect(
      await dialog.findByText('This ticket is already invoiced (INV-2026-0002)'),
    ).toBeInTheDocument();
  });

  it('is not offered for a ticket that is not Closed', async () => {
    setup();
    const { dialog } = await openDetails('#AIM-T-009');
    await waitFor(() =>
      expect(dialog.getByText('Rack install', { exact: false })).toBeInTheDocument(),
    );
    expect(dialog.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
  });
});
