import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithTheme } from '../../test/render-with-theme';
import { AddCustomerPage } from '../add-customer-page';

type Reply = { status: number; body?: unknown } | 'offline';

function setup(reply: Reply) {
  const fetchMock = jest.fn(() =>
    reply === 'offline'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve({
          ok: reply.status < 400,
          status: reply.status,
          text: () => Promise.resolve(reply.body ? JSON.stringify(reply.body) : ''),
        }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/customers/add']}>
        <Routes>
          <Route path="/customers" element={<h1>Customer list</h1>} />
          <Route path="/customers/add" element={<AddCustomerPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock };
}

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Customer Name'), 'Acme');
  await user.type(screen.getByLabelText('Account Email'), 'ops@acme.example');
  await user.click(screen.getByRole('button', { name: 'Create Customer' }));
}

describe('AddCustomerPage', () => {
  it('posts the multipart form and returns to the list', async () => {
    const { user, fetchMock } = setup({ status: 201, body: { id: 1, name: 'Acme' } });
    await fillAndSave(user);
    expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/customers');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('name')).toBe('Acme');
  });

  it("shows the server's message in the red box", async () => {
    const { user } = setup({
      status: 415,
      body: { code: 'UNSUPPORTED_FILE_TYPE', message: 'Only image files are allowed' },
    });
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image files are allowed');
    expect(screen.queryByRole('heading', { name: 'Customer list' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to save customer' without a server message", async () => {
    const { user } = setup('offline');
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save customer');
  });
});
