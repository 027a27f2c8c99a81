import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@trellis/contracts';
import {
  apiErrorResponse,
  fixtures,
  http,
  HttpResponse,
  setupApiServer,
} from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeCustomersApi } from '../../test/customers-api';

const server = setupApiServer();

const saved = fixtures.customer({
  id: 5,
  name: 'Acme',
  account_email: 'ops@acme.example',
  company_reg_no: 'REG-1',
  persons: [
    { id: 1, person_name: 'Ada', person_email: 'ada@acme.example', person_contact: '+44 1' },
  ],
  documents: [
    {
      id: 9,
      title: 'Insurance',
      expiry_date: '2030-01-31',
      file_path: '/api/files/3',
      file_name: 'insurance.pdf',
    },
  ],
  documents_count: 1,
});

function setup(answer: () => Response, { exists = true } = {}) {
  const api = fakeCustomersApi([]);
  if (exists) api.addDetail(saved);
  const sent: FormData[] = [];
  server.use(
    ...api.handlers,
    http.put(API_ROUTES.customer(5), async ({ request }) => {
      sent.push(await request.formData());
      return answer();
    }),
  );
  const view = renderApp('/customers/edit/5');
  return { ...view, sent, user: userEvent.setup({ delay: null }) };
}

describe('EditCustomerPage', () => {
  it('preloads the customer, with blank document rows and the saved documents listed apart', async () => {
    setup(() => HttpResponse.json(saved));
    expect(await screen.findByLabelText('Customer Name')).toHaveValue('Acme');
    expect(screen.getByLabelText('Account Email')).toHaveValue('ops@acme.example');
    expect(screen.getByLabelText(/Company Registration No/)).toHaveValue('REG-1');
    const person = within(screen.getByRole('group', { name: 'Authorized person 1' }));
    expect(person.getByLabelText('Name')).toHaveValue('Ada');
    expect(person.getByLabelText('Contact')).toHaveValue('+44 1');
    const document = within(screen.getByRole('group', { name: 'Document 1' }));
    expect(document.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByText(/Insurance/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Insurance' })).toBeInTheDocument();
  });

  it('saves and returns to /customers', async () => {
    const { user, sent, location } = setup(() => HttpResponse.json({ ...saved, name: 'Acme Ltd' }));
    const name = await screen.findByLabelText('Customer Name');
    await user.clear(name);
    await user.type(name, 'Acme Ltd');
    await user.click(screen.getByRole('button', { name: 'Update Customer' }));
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(location()).toBe('/customers');
    expect(sent[0]!.get('name')).toBe('Acme Ltd');
    expect(JSON.parse(sent[0]!.get('persons') as string)).toEqual([
      { person_name: 'Ada', person_email: 'ada@acme.example', person_contact: '+44 1' },
    ]);
  });

  it("shows the server's message in the alert and stays on the form", async () => {
    const message = 'A customer with this account email already exists';
    const { user, location } = setup(() => apiErrorResponse(409, message, 'CONFLICT'));
    await screen.findByLabelText('Customer Name');
    await user.click(screen.getByRole('button', { name: 'Update Customer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(location()).toBe('/customers/edit/5');
    expect(screen.getByRole('button', { name: 'Update Customer' })).toBeEnabled();
  });

  it('says so when the customer does not exist', async () => {
    setup(() => HttpResponse.json(saved), { exists: false });
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(screen.queryByLabelText('Customer Name')).not.toBeInTheDocument();
  });
});
