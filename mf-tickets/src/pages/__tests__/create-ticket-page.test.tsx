import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@trellis/contracts';
import {
  apiErrorResponse,
  delay,
  fixtures,
  http,
  HttpResponse,
  setupApiServer,
} from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakePickersApi } from '../../test/pickers-api';
import { holidaysHandler } from '../../test/holidays-api';
import { fakeTicketsApi } from '../../test/tickets-api';
import { field, pickOption } from '../../test/ticket-form-helpers';

const server = setupApiServer();

const LEAD = fixtures.leadDetail({
  id: 12,
  status: 'Confirm',
  task_name: 'Fibre splice',
  customer_id: 3,
  customer_name: 'Acme & Sons',
  task_start_date: '2026-03-02',
  task_end_date: '2026-03-04',
});

function setup(path: string, ...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  const pickers = fakePickersApi({
    engineers: [fixtures.ticketEngineerOption({ id: 5, name: 'Grace Hopper' })],
    leads: [LEAD],
    customers: [fixtures.customer({ id: 3, name: 'Acme & Sons' })],
  });
  server.use(...pickers.handlers);
  const view = renderApp(path);
  return { ...view, pickers, user: userEvent.setup({ delay: null }) };
}

/** Records the multipart body of POST /api/tickets and answers with `answer`. */
function capturePost(answer: () => Response | Promise<Response>) {
  const sent: { body?: FormData } = {};
  server.use(
    http.post(API_ROUTES.tickets, async ({ request }) => {
      sent.body = await request.formData();
      return answer();
    }),
  );
  return sent;
}

const createButton = () => screen.getByRole('button', { name: 'Create Ticket' });

describe('/tickets/create', () => {
  it('prefills from the lead in the address, sends the files, and lands on /leads with the code', async () => {
    const { user, location, locationState } = setup('/tickets/create?leadId=12&customerId=3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Ticket' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Task Name')).toHaveValue('Fibre splice'));
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Acme & Sons');
    await pickOption(user, 'Engineer', 'grace', /Grace Hopper/);
    await user.upload(field('Documents'), [
      new File(['a'], 'plan.pdf'),
      new File(['b'], 'map.png'),
    ]);
    await user.upload(field('Sign-off Sheet'), new File(['c'], 'sign-off.docx'));
    const sent = capturePost(() =>
      HttpResponse.json(fixtures.ticket({ id: 4, lead_id: 12 }), { status: 201 }),
    );
    await user.click(createButton());
    await waitFor(() => expect(location()).toBe('/leads'));
    expect(locationState()).toEqual({ createdTicketCode: '#AIM-T-004' });
    const body = sent.body!;
    expect(body.get('lead_id')).toBe('12');
    expect(body.get('customer_id')).toBe('3');
    expect(body.get('engineer_id')).toBe('5');
    expect(body.get('task_name')).toBe('Fibre splice');
    expect(body.get('priority')).toBe('Medium');
    expect(body.getAll('documents').map((f) => (f as File).name)).toEqual(['plan.pdf', 'map.png']);
    expect(body.getAll('sign_off_sheet').map((f) => (f as File).name)).toEqual(['sign-off.docx']);
  });

  it("shows the server's message when the ticket is refused, and 'Saving...' meanwhile", async () => {
    const { user, location } = setup('/tickets/create?leadId=12&customerId=3');
    await waitFor(() => expect(field('Task Name')).toHaveValue('Fibre splice'));
    await pickOption(user, 'Engineer', 'grace', /Grace Hopper/);
    const reason = 'Grace Hopper cannot take this ticket: Passport expires on 2026-03-01';
    capturePost(async () => {
      await delay(100);
      return apiErrorResponse(409, reason, 'ENGINEER_NOT_COMPLIANT');
    });
    await user.click(createButton());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(location()).toBe('/tickets/create?leadId=12&customerId=3');
  });

  it("says 'Failed to create ticket' when the server gives no message", async () => {
    const { user } = setup('/tickets/create?leadId=12&customerId=3');
    await waitFor(() => expect(field('Task Name')).toHaveValue('Fibre splice'));
    await pickOption(user, 'Engineer', 'grace', /Grace Hopper/);
    capturePost(() => HttpResponse.error());
    await user.click(createButton());
    expect(await screen.findByText('Failed to create ticket')).toBeInTheDocument();
  });

  it('warns when the ticket starts on a holiday in its country, and still creates it', async () => {
    const { user, location } = setup('/tickets/create?leadId=12&customerId=3');
    server.use(
      holidaysHandler([
        fixtures.holiday({ title: 'Christmas Day', country: 'United Kingdom', date: '2026-12-25' }),
      ]),
    );
    await waitFor(() => expect(field('Task Name')).toHaveValue('Fibre splice'));
    expect(field('Country')).toHaveValue('United Kingdom');
    await user.clear(field('Task End Date'));
    await user.type(field('Task End Date'), '2026-12-28');
    await user.clear(field('Task Start Date'));
    await user.type(field('Task Start Date'), '2026-12-25');
    await pickOption(user, 'Engineer', 'grace', /Grace Hopper/);
    expect(
      await screen.findByText(
        'Task Start Date is Christmas Day, a Public Holiday in United Kingdom.',
      ),
    ).toBeInTheDocument();
    const sent = capturePost(() => HttpResponse.json(fixtures.ticket({ id: 4 }), { status: 201 }));
    await user.click(createButton());
    await waitFor(() => expect(location()).toBe('/leads'));
    expect(sent.body?.get('task_start_date')).toBe('2026-12-25');
  });

  it('starts with the customer named by customerId alone', async () => {
    setup('/tickets/create?customerId=3');
    expect(await screen.findByRole('combobox', { name: 'Customer' })).toHaveValue('Acme & Sons');
    expect(screen.getByRole('combobox', { name: 'Lead' })).toHaveValue('');
  });
});

describe('/tickets/edit/:id', () => {
  it('loads the ticket, offers its own lead, and saves the full form with a PUT', async () => {
    const row = fixtures.ticketListItem({
      id: 7,
      task_name: 'Rack install',
      lead_id: 12,
      customer_id: 3,
      customer_name: 'Acme & Sons',
      engineer_id: 5,
      engineer_name: 'Grace Hopper',
    });
    const api = fakeTicketsApi([row]);
    const { user, location } = setup('/tickets/edit/7', ...api.handlers);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Ticket' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Lead' })).toHaveValue(
      '#AIM-L-012 · Rack install',
    );
    expect(screen.getByRole('combobox', { name: 'Engineer' })).toHaveValue('Grace Hopper');
    expect(screen.queryByLabelText('Documents', { exact: false })).not.toBeInTheDocument();
    await user.clear(field('Task Name'));
    await user.type(field('Task Name'), 'Rack install, phase 2');
    await user.click(screen.getByRole('button', { name: 'Update Ticket' }));
    await waitFor(() => expect(location()).toBe('/tickets'));
    expect(api.writes).toMatchObject([
      {
        method: 'PUT',
        id: 7,
        body: { task_name: 'Rack install, phase 2', lead_id: 12, engineer_id: 5, customer_id: 3 },
      },
    ]);
  });
});

describe('the older edit address', () => {
  it('/tickets/create?fromTicket forwards to /tickets/edit/{id}', async () => {
    const api = fakeTicketsApi([fixtures.ticketListItem({ id: 7, task_name: 'Rack install' })]);
    const { location } = setup(
      '/tickets/create?leadId=12&customerId=3&fromTicket=7',
      ...api.handlers,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Ticket' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/tickets/edit/7');
  });

  it('an id that cannot be one goes back to the list', async () => {
    const { location } = setup('/tickets/edit/abc', ...fakeTicketsApi([]).handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(location()).toBe('/tickets');
  });
});
