import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CustomerListItem, CustomerListResponse } from '@trellis/contracts';
import { renderWithTheme } from '../../test/render-with-theme';
import { CustomersPage } from '../customers-page';

const isoDay = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const customer = (
  id: number,
  name: string,
  extra: Partial<CustomerListItem> = {},
): CustomerListItem => ({
  id,
  code: `#AIM-C-00${id}`,
  name,
  type: 'Company',
  company_reg_no: null,
  vat_no: null,
  address: null,
  account_email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  status: 'Active',
  profile_image: null,
  first_person: 'Ada Lovelace',
  documents_count: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  nearest_expiry: null,
  expiring_documents: [],
  ...extra,
});

const LIST: CustomerListResponse = {
  items: [
    customer(1, 'Acme & Sons', {
      nearest_expiry: isoDay(5),
      expiring_documents: [
        {
          id: 9,
          title: 'Insurance',
          expiry_date: isoDay(5),
          file_path: '/api/files/3',
          file_name: 'insurance.pdf',
        },
      ],
    }),
    customer(2, 'Globex', { first_person: null, documents_count: 0 }),
  ],
  total: 9,
  page: 1,
  limit: 7,
  stats: {
    totalCustomers: 9,
    active: 8,
    totalTickets: 4,
    totalRevenue: [{ currency: 'USD', amount: '100.40' }],
  },
};

const respond = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(body)) });

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function setup(onDelete: () => ReturnType<typeof respond> = () => respond(200, { ok: true })) {
  const fetchMock = jest.fn((url: string, init?: RequestInit) =>
    init?.method === 'DELETE' ? onDelete() : respond(200, LIST),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/customers']}>
        <Routes>
          <Route path="/customers/*" element={<CustomersPage />} />
          <Route path="/leads/add" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock };
}

describe('CustomersPage', () => {
  it('shows the four cards over every match, the rows and the 30-day badge', async () => {
    const { fetchMock } = setup();
    expect(await screen.findByText('Acme & Sons')).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Customer summary' }));
    expect(cards.getByText('Total Customers').nextSibling).toHaveTextContent('9');
    expect(cards.getByText('$100.40')).toBeInTheDocument();
    expect(screen.getByText('Expires in 5 days!')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toContain('limit=7');
  });

  it('sends Create Lead to /leads/add with the customer id and name', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Create Lead for Acme & Sons' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/leads/add?customerId=1&customerName=Acme+%26+Sons',
    );
  });

  it('deletes from the keyboard-usable Actions menu after "Are you sure?"', async () => {
    const { user, fetchMock } = setup();
    const trigger = await screen.findByRole('button', { name: 'Actions for Globex' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/customers/2',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  it('shows why a delete was refused', async () => {
    const message =
      'Globex cannot be deleted: 1 lead still references this customer. Delete or reassign them first.';
    const { user } = setup(() => respond(409, { code: 'IN_USE', message }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Globex' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
