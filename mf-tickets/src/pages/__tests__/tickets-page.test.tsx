import { screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES, TICKET_TABLE_COLUMNS, type TicketEngineerOption } from '@trellis/contracts';
import { useToastStore } from '@trellis/platform';
import {
  apiErrorResponse,
  fixtures,
  http,
  HttpResponse,
  setupPageTest,
  statValue,
} from '@trellis/platform/testing';
import { expectSelectableColumns } from '@trellis/page-kit/testing';
import { renderApp } from '../../test/render-app';
import { fakeTicketsApi, ticketRows } from '../../test/tickets-api';

const { server, serveAndRender } = setupPageTest();

function setup(rows = ticketRows(2), path = '/tickets', engineers: TicketEngineerOption[] = []) {
  return serveAndRender(fakeTicketsApi(rows, { engineers }), () => renderApp(path));
}

const tile = (label: string) => statValue('Ticket summary', label);
const row = (code: string) => screen.getByRole('row', { name: new RegExp(code) });

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('TicketsPage', () => {
  it('shows the seven columns, the rows and the tiles from the response stats', async () => {
    server.use(
      http.get(API_ROUTES.tickets, () =>
        HttpResponse.json(
          fixtures.ticketList([fixtures.ticketListItem({ id: 4, task_name: 'Rack install' })], {
            total: 1,
            stats: { total: 57, open: 30, in_progress: 12, resolved: 9, expired: 6 },
          }),
        ),
      ),
      http.get(API_ROUTES.ticketEngineerOptions, () => HttpResponse.json({ items: [] })),
    );
    renderApp('/tickets');
    expect(screen.getByText('Loading tickets...')).toBeInTheDocument();
    expect(await screen.findByText('Rack install')).toBeInTheDocument();
    // First the page's tick box for bulk actions, then the contract's seven columns.
    expectSelectableColumns(TICKET_TABLE_COLUMNS);
    expect(tile('Total')).toHaveTextContent('57');
    expect(tile('Open')).toHaveTextContent('30');
    expect(tile('In Progress')).toHaveTextContent('12');
    expect(tile('Resolved')).toHaveTextContent('9');
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveAttribute(
      'placeholder',
      'Search tickets...',
    );
    expect(within(row('#AIM-T-004')).getByText('London, United Kingdom')).toBeInTheDocument();
  });

  it("'Create Ticket' goes to /tickets/create", async () => {
    const { user, location } = setup();
    await user.click(await screen.findByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(location()).toBe('/tickets/create'));
  });

  it("shows 'No tickets found' when nothing matches, and says when the list fails", async () => {
    setup([]);
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
    server.use(http.get(API_ROUTES.tickets, () => apiErrorResponse(503, 'Down', 'DOWN')));
    renderApp('/tickets');
    expect(await screen.findByText('Failed to load tickets')).toBeInTheDocument();
  });

  it("pages by 10 with 'Page X of Y • Total N'", async () => {
    const { user, api } = setup(ticketRows(25));
    expect(await screen.findByText('Page 1 of 3 • Total 25')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 • Total 25')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ page: 2, limit: 10 });
  });

  it('filters by status and priority through the address, from page 1', async () => {
    const rows = [
      ...ticketRows(12),
      fixtures.ticketListItem({ id: 40, status: 'In Progress', priority: 'High' }),
      fixtures.ticketListItem({ id: 41, status: 'In Progress', priority: 'Low' }),
    ];
    const { user, api, location } = setup(rows, '/tickets?page=2');
    await screen.findByText('Page 2 of 2 • Total 14');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Progress');
    await waitFor(() => expect(location()).toBe('/tickets?status=In+Progress'));
    expect(await screen.findByText('Page 1 of 1 • Total 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    await waitFor(() => expect(location()).toBe('/tickets?status=In+Progress&priority=High'));
    expect(await screen.findByText('Page 1 of 1 • Total 1')).toBeInTheDocument();
    expect(screen.getByText('#AIM-T-040')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ status: ['In Progress'], priority: ['High'], page: 1 });
  });

  it('reads several statuses from the address (A,B) and sends them on', async () => {
    const { api } = setup(ticketRows(3), '/tickets?status=Offered,Closed');
    await screen.findByText('Ticket task 1');
    expect(api.lastQuery().status).toEqual(['Offered', 'Closed']);
  });
});

describe('TicketsPage views', () => {
  it("switches to the calendar of the business day's month, asking for that month only", async () => {
    const { user, api } = setup(ticketRows(1));
    await screen.findByText('Ticket task 1');
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(screen.getByRole('button', { name: 'Calendar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const today = new Date().toISOString().slice(0, 10); // the test kit's business zone is UTC
    const month = new Date(`${today}T12:00:00Z`).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(await screen.findByRole('heading', { name: month })).toBeInTheDocument();
    await waitFor(() => expect(api.lastCalendarQuery().from).toBe(`${today.slice(0, 7)}-01`));
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('table', { name: 'Tickets' })).toBeInTheDocument();
  });
});

describe('TicketsPage row saves', () => {
  it('saves a status chosen in the row at once, and the tiles follow', async () => {
    const { user, api } = setup(ticketRows(2));
    await screen.findByText('Ticket task 1');
    expect(tile('Resolved')).toHaveTextContent('0');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of #AIM-T-001' }),
      'Closed',
    );
    await waitFor(() =>
      expect(api.writes).toMatchObject([{ method: 'PUT', id: 1, body: { status: 'Closed' } }]),
    );
    await waitFor(() => expect(tile('Resolved')).toHaveTextContent('1'));
    expect(screen.getByRole('combobox', { name: 'Status of #AIM-T-001' })).toHaveValue('Closed');
  });

  it("assigns an engineer from the row, and a refused assignment shows the server's reason", async () => {
    const engineers = [
      fixtures.ticketEngineerOption({ id: 5, name: 'Grace Hopper' }),
      fixtures.ticketEngineerOption({ id: 6, name: 'Alan Turing' }),
    ];
    const { user, api } = setup(
      ticketRows(1, { task_end_date: '2026-03-31' }),
      '/tickets',
      engineers,
    );
    const select = await screen.findByRole('combobox', { name: 'Engineer for #AIM-T-001' });
    // The options load with the row (a test tool choosing an option needs them there at once).
    await within(select).findByRole('option', { name: 'Alan Turing' });
    expect(api.engineerRequests.map((params) => params.get('until'))).toEqual(['2026-03-31']);

    const reason = 'Alan Turing cannot take this ticket: Right to work expires on 2026-02-01';
    api.answerPutWith(() => apiErrorResponse(409, reason, 'ENGINEER_NOT_COMPLIANT'));
    await user.selectOptions(select, 'Alan Turing');
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(select).toHaveValue('');
    expect(api.writes.at(-1)).toMatchObject({ body: { engineer_id: 6 } });

    api.answerPutWith(null);
    await user.selectOptions(select, 'Grace Hopper');
    await waitFor(() => expect(select).toHaveValue('5'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists an engineer who may not take the ticket as disabled, with the reason', async () => {
    const reason = 'Passport expired on 2025-12-01';
    setup(ticketRows(1), '/tickets', [
      fixtures.ticketEngineerOption({ id: 7, name: 'Ada', compliant: false, reason }),
    ]);
    const select = await screen.findByRole('combobox', { name: 'Engineer for #AIM-T-001' });
    expect(await within(select).findByRole('option', { name: `Ada (${reason})` })).toBeDisabled();
  });
});

describe('TicketsPage row menu', () => {
  it("asks 'Delete this ticket?' and deletes after the confirmation", async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for #AIM-T-002' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Edit',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this ticket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('#AIM-T-002')).not.toBeInTheDocument());
    expect(api.writes).toMatchObject([{ method: 'DELETE', id: 2 }]);
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe('#AIM-T-002 deleted');
  });

  it('Cancel keeps the ticket', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for #AIM-T-002' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this ticket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('#AIM-T-002')).toBeInTheDocument();
    expect(api.writes).toEqual([]);
  });

  it('Edit opens the form of the ticket', async () => {
    const { user, location } = setup([
      fixtures.ticketListItem({ id: 3, lead_id: 8, customer_id: 4 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Actions for #AIM-T-003' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(location()).toBe('/tickets/edit/3'));
  });
});
