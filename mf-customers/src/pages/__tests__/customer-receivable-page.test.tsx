import { act, screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES, REALTIME_EVENTS } from '@trellis/contracts';
import {
  apiErrorResponse,
  connectRealtimeAroundEach,
  emitRealtime,
  fakeHistoryApi,
  fixtures,
  http,
  HttpResponse,
  rowWith,
  setupPageTest,
  statValue,
  trackToasts,
} from '@trellis/platform/testing';
import { renderMount } from '../../test/render-app';
import { fakeReceivablesApi } from '../../test/receivables-api';

const { server, serveAndRender } = setupPageTest();

const SAMPLES = [
  fixtures.receivable({
    id: 1,
    invoice_number: 'INV-2026-0001',
    customer_name: 'Acme Field Services',
    customer_email: 'accounts@acme.example',
    description: '#AIM-T-004 · Core switch swap',
    amount: '4500.00',
    currency: 'USD',
    invoice_date: '2025-12-16',
    due_date: '2026-01-15',
    status: 'pending',
  }),
  fixtures.receivable({
    id: 2,
    invoice_number: 'INV-2026-0002',
    customer_name: 'Northwind Networks',
    amount: '3200.00',
    currency: 'EUR',
    invoice_date: '2025-11-16',
    due_date: '2025-12-16',
    status: 'overdue',
    days_overdue: 20,
  }),
  fixtures.receivable({
    id: 3,
    invoice_number: 'INV-2026-0003',
    customer_name: 'Globex Telecom',
    amount: '980.50',
    currency: 'GBP',
    status: 'paid',
    paid_date: '2026-01-02',
  }),
];

function setup(rows = SAMPLES, path = '/customer-receivable') {
  return serveAndRender(fakeReceivablesApi(rows), () => renderMount('/customer-receivable', path));
}

const toasts = trackToasts();
const card = (label: string) => statValue('Receivable summary', label);

describe('CustomerReceivablePage', () => {
  it('shows the invoices with their derived status, the four totals and the aging per currency', async () => {
    setup();
    await screen.findByText('INV-2026-0001');
    // The row's tick box for bulk actions first, then the contract's columns.
    const [tick, ...cells] = within(rowWith('INV-2026-0002')).getAllByRole('cell');
    expect(
      within(tick!).getByRole('checkbox', { name: 'Select INV-2026-0002' }),
    ).toBeInTheDocument();
    expect(cells[1]).toHaveTextContent('Northwind Networks');
    expect(cells[2]).toHaveTextContent('€3,200.00');
    expect(cells[5]).toHaveTextContent('Overdue');
    expect(cells[6]).toHaveTextContent('20');
    expect(within(rowWith('INV-2026-0003')).getByText('Paid')).toBeInTheDocument();
    expect(card('Total Receivables')).toHaveTextContent('€3,200.00£980.50$4,500.00');
    expect(card('Paid Amount')).toHaveTextContent('€0.00£980.50$0.00');
    expect(card('Pending Amount')).toHaveTextContent('€0.00£0.00$4,500.00');
    expect(card('Overdue Amount')).toHaveTextContent('€3,200.00£0.00$0.00');
    const aging = screen.getByRole('table', { name: 'Aging Analysis' });
    expect(within(aging).getAllByRole('row')).toHaveLength(3);
  });

  it("says 'No receivable records found matching your criteria.' when nothing matches", async () => {
    setup([]);
    expect(
      await screen.findByText('No receivable records found matching your criteria.'),
    ).toBeInTheDocument();
  });

  it('filters by status and aging, and ages by invoice date, all kept in the address', async () => {
    const { user, api, location } = setup();
    await screen.findByText('INV-2026-0001');
    await user.selectOptions(screen.getByLabelText('Status'), 'overdue');
    await waitFor(() => expect(location()).toBe('/customer-receivable?status=overdue'));
    await waitFor(() => expect(screen.queryByText('INV-2026-0001')).not.toBeInTheDocument());
    expect(screen.getByText('INV-2026-0002')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.selectOptions(screen.getByLabelText('Aging'), 'current');
    await waitFor(() => expect(location()).toBe('/customer-receivable?aging=current'));
    await user.selectOptions(screen.getByLabelText('Age by'), 'invoice_date');
    await waitFor(() =>
      expect(location()).toBe('/customer-receivable?aging=current&aging_basis=invoice_date'),
    );
    expect(api.lastQuery()).toMatchObject({ aging: 'current', aging_basis: 'invoice_date' });
    const href = screen.getByRole('link', { name: 'Export Report' }).getAttribute('href')!;
    expect(href.startsWith(`${API_ROUTES.receivablesExport}?`)).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('aging')).toBe('current');
  });

  it("marks an invoice paid, and shows the server's refusal of a reminder sent too soon", async () => {
    const { user, api } = setup();
    await screen.findByText('INV-2026-0001');
    expect(
      within(rowWith('INV-2026-0003')).queryByRole('button', { name: /Mark paid|Send reminder/ }),
    ).not.toBeInTheDocument();
    server.use(
      http.post(`${API_ROUTES.receivables}/:id/remind`, () =>
        apiErrorResponse(
          409,
          'A reminder was sent on 2026-01-03; the next one can be sent from 2026-01-10',
          'REMINDER_TOO_SOON',
        ),
      ),
    );
    await user.click(
      within(rowWith('INV-2026-0002')).getByRole('button', {
        name: 'Send reminder: INV-2026-0002',
      }),
    );
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        'A reminder was sent on 2026-01-03; the next one can be sent from 2026-01-10',
        'error',
      ]),
    );
    await user.click(
      within(rowWith('INV-2026-0001')).getByRole('button', { name: 'Mark paid: INV-2026-0001' }),
    );
    await waitFor(() => expect(api.writes).toEqual(['/api/receivables/1/pay']));
    expect(toasts()).toContainEqual(['Invoice INV-2026-0001 marked paid', 'success']);
    await waitFor(() =>
      expect(
        within(rowWith('INV-2026-0001')).queryByRole('button', { name: /Mark paid|Send reminder/ }),
      ).not.toBeInTheDocument(),
    );
  });

  it('sends a reminder and says so', async () => {
    const { user } = setup();
    await screen.findByText('INV-2026-0001');
    const sent: string[] = [];
    server.use(
      http.post(`${API_ROUTES.receivables}/:id/remind`, ({ params }) => {
        sent.push(String(params.id));
        return HttpResponse.json(SAMPLES[1]);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send reminder: INV-2026-0002' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(['Reminder sent for INV-2026-0002', 'success']),
    );
    expect(sent).toEqual(['2']);
  });

  it("opens an invoice's History from its row, paid or not", async () => {
    const { user } = setup();
    const history = fakeHistoryApi(server, [
      fixtures.auditEvent({
        action: 'invoice.paid',
        entity: 'invoice',
        entity_id: '3',
        changes: [{ field: 'status', from: 'pending', to: 'paid' }],
      }),
    ]);
    await screen.findByText('INV-2026-0003');
    await user.click(
      within(rowWith('INV-2026-0003')).getByRole('button', { name: 'History: INV-2026-0003' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'History: INV-2026-0003' });
    expect(
      await within(dialog).findByText(/Ada Lovelace marked the invoice as paid/),
    ).toBeInTheDocument();
    expect(history.lastQuery()).toMatchObject({ entity: 'invoice', entity_id: '3' });
  });
});

describe('CustomerReceivablePage live updates', () => {
  connectRealtimeAroundEach();

  it('loads the list again when an invoice is created elsewhere', async () => {
    setup([]);
    await screen.findByText('No receivable records found matching your criteria.');
    server.use(
      http.get(API_ROUTES.receivables, () =>
        HttpResponse.json(
          fixtures.receivableList([fixtures.receivable({ invoice_number: 'INV-2026-0042' })]),
        ),
      ),
    );
    act(() =>
      emitRealtime(
        REALTIME_EVENTS.receivableCreated,
        { id: 42, invoice_number: 'INV-2026-0042', ticket_id: 7, status: 'pending' },
        'other-tab',
      ),
    );
    expect(await screen.findByText('INV-2026-0042')).toBeInTheDocument();
  });
});
