import { screen } from '@testing-library/react';
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

function setup(answer: () => Response) {
  const posted: FormData[] = [];
  server.use(
    ...fakeCustomersApi([]).handlers,
    http.post(API_ROUTES.customers, async ({ request }) => {
      posted.push(await request.formData());
      return answer();
    }),
  );
  const view = renderApp('/customers/add');
  return { ...view, posted, user: userEvent.setup({ delay: null }) };
}

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Customer Name'), 'Acme');
  await user.type(screen.getByLabelText('Account Email'), 'ops@acme.example');
  await user.click(screen.getByRole('button', { name: 'Create Customer' }));
}

describe('AddCustomerPage', () => {
  it('posts the multipart form and returns to the list', async () => {
    const created = fixtures.customer({ id: 1, name: 'Acme' });
    const { user, posted, location } = setup(() => HttpResponse.json(created, { status: 201 }));
    await fillAndSave(user);
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(location()).toBe('/customers');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get('name')).toBe('Acme');
    expect(posted[0]!.get('account_email')).toBe('ops@acme.example');
  });

  it("shows the server's message in the red box", async () => {
    const { user, location } = setup(() =>
      apiErrorResponse(415, 'Only image files are allowed', 'UNSUPPORTED_FILE_TYPE'),
    );
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image files are allowed');
    expect(location()).toBe('/customers/add');
  });

  it("falls back to 'Failed to save customer' without a server message", async () => {
    const { user } = setup(() => HttpResponse.error());
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save customer');
  });
});
