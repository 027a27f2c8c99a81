import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, type LeadBody } from '@trellis/contracts';
import { useToastStore } from '@trellis/platform';
import {
  apiErrorResponse,
  fixtures,
  http,
  HttpResponse,
  setupApiServer,
} from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeLeadsApi, heldResponse } from '../../test/leads-api';
import { fakeCustomerSearch, fillLeadFields, pickCustomer } from '../../test/lead-form-helpers';

const server = setupApiServer();

function setup(answer: () => Response | Promise<Response>, path = '/leads/add') {
  const posted: LeadBody[] = [];
  server.use(
    ...fakeLeadsApi([]).handlers,
    fakeCustomerSearch().handler,
    http.post(API_ROUTES.leads, async ({ request }) => {
      posted.push((await request.json()) as LeadBody);
      return answer();
    }),
  );
  const view = renderApp(path);
  return { ...view, posted, user: userEvent.setup({ delay: null }) };
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create Lead' }));

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('AddLeadPage', () => {
  it("pre-fills the customer from Create Lead's address, posts the lead and returns to the list", async () => {
    const created = fixtures.leadDetail({ id: 12, customer_id: 3 });
    const { user, posted, location } = setup(
      () => HttpResponse.json(created, { status: 201 }),
      '/leads/add?customerId=3&customerName=Acme+%26+Sons',
    );
    const customer = await screen.findByRole('combobox', { name: 'Customer' });
    expect(customer).toHaveValue('Acme & Sons');
    await fillLeadFields(user);
    await save(user);
    await waitFor(() => expect(location()).toBe('/leads'));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      customer_id: 3,
      task_name: 'Rack install',
      task_time_hours: 9,
    });
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe('#AIM-L-012 created');
  });

  it('ignores an address without a valid customer', async () => {
    setup(() => HttpResponse.json({}), '/leads/add?customerId=abc&customerName=Acme');
    expect(await screen.findByRole('combobox', { name: 'Customer' })).toHaveValue('');
  });

  it("says 'Saving...' while the save is on its way", async () => {
    const held = heldResponse(() => apiErrorResponse(500, 'Boom', 'INTERNAL'));
    const { user } = setup(held.answer);
    await screen.findByRole('combobox', { name: 'Customer' });
    await pickCustomer(user, 'glo', 'Globex');
    await fillLeadFields(user);
    await save(user);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('button', { name: 'Create Lead' })).toBeEnabled();
  });

  it("shows the server's message in the red box, and its field issues at the fields", async () => {
    const { user, location } = setup(() =>
      HttpResponse.json(
        fixtures.errorBody('The selected customer does not exist', 'BAD_REQUEST', [
          { path: 'customer_id', message: 'The selected customer does not exist' },
        ]),
        { status: 400 },
      ),
    );
    await screen.findByRole('combobox', { name: 'Customer' });
    await pickCustomer(user, 'acme', 'Acme & Sons');
    await fillLeadFields(user);
    await save(user);
    await waitFor(() =>
      expect(screen.getAllByText('The selected customer does not exist')).toHaveLength(2),
    );
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(location()).toBe('/leads/add');
  });

  it("falls back to 'Failed to save lead' without a server message", async () => {
    const { user } = setup(() => HttpResponse.error());
    await screen.findByRole('combobox', { name: 'Customer' });
    await pickCustomer(user, 'acme', 'Acme & Sons');
    await fillLeadFields(user);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save lead');
  });

  it('goes back to the list on Cancel', async () => {
    const { user, location } = setup(() => HttpResponse.json({}));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/leads'));
  });
});
