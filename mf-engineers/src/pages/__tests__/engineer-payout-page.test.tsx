import { act, screen, waitFor, within, fireEvent } from '@testing-library/react';
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
import { fakePayoutsApi } from '../../test/payouts-api';

const { server, serveAndRender } = setupPageTest();

const SAMPLES = [
  fixtures.payout({
    id: 1,
    engineer_name: 'Priya Raman',
    engineer_code: 'AIM-E-001',
    month: '2026-01',
    currency: 'GBP',
    working_hours: 19,
    overtime_hours: 3,
    rate: '20.00',
    base: '320.00',
    overtime: '90.00',
    total: '410.00',
  }),
  fixtures.payout({
    id: 2,
    engineer_name: 'Tom Becker',
    month: '2026-01',
    currency: 'EUR',
    base: '900.00',
    total: '900.00',
    status: 'paid',
    paid_date: '2026-02-05',
  }),
  fixtures.payout({
    id: 3,
    engineer_name: 'Lena Ortiz',
    month: '2025-12',
    currency: 'USD',
    base: '700.50',
    total: '700.50',
    status: 'processing',
  }),
];

function setup(rows = SAMPLES, path = '/engineer-payout') {
  return serveAndRender(fakePayoutsApi(rows), () => renderMount('/engineer-payout', path));
}

const toasts = trackToasts();
const card = (label: string) => statValue('Payout summary', label);

describe('EngineerPayoutPage list', () => {
  it('shows a loading state, then each payout in its own currency and the cards per currency', async () => {
    setup();
    expect(await screen.findByText('Loading payouts...')).toBeInTheDocument();
    await screen.findByText('Priya Raman');
    // The row's tick box for bulk actions first, then the contract's columns.
    const [tick, ...cells] = within(rowWith('Priya Raman')).getAllByRole('cell');
    expect(
      within(tick!).getByRole('checkbox', { name: 'Select Priya Raman, January 2026' }),
    ).toBeInTheDocument();
    expect(cells[0]).toHaveTextContent('AIM-E-001');
    expect(cells[1]).toHaveTextContent('January 2026');
    expect(cells[2]).toHaveTextContent('19.00h');
    expect(cells[2]).toHaveTextContent('3.00h overtime');
    expect(cells[3]).toHaveTextContent('£320.00');
    expect(cells[4]).toHaveTextContent('£90.00');
    expect(cells[7]).toHaveTextContent('£410.00');
    expect(cells[8]).toHaveTextContent('Pending');
    expect(
      within(rowWith('Tom Becker')).getByText('€900.00', { selector: 'div' }),
    ).toBeInTheDocument();

    expect(card('Total Payouts')).toHaveTextContent('€900.00£410.00$700.50');
    expect(card('Paid Amount')).toHaveTextContent('€900.00£0.00$0.00');
    expect(card('Pending Amount')).toHaveTextContent('€0.00£410.00$700.50');
  });

  it("says 'No payout records found matching your criteria.' when nothing matches", async () => {
    setup([]);
    expect(
      await screen.findByText('No payout records found matching your criteria.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Generate payouts for a month once engineers have logged hours.'),
    ).toBeInTheDocument();
  });

  it('suggests another search, month or status when a filter finds nothing', async () => {
    setup([], '/engineer-payout?month=2026-01');
    expect(await screen.findByText('Try another search, month or status.')).toBeInTheDocument();
  });

  it('filters by status, month and search, kept in the address and in the export link', async () => {
    const { user, api, location } = setup();
    await screen.findByText('Priya Raman');
    await user.selectOptions(screen.getByLabelText('Status'), 'processing');
    await waitFor(() => expect(location()).toBe('/engineer-payout?status=processing'));
    await waitFor(() => expect(screen.queryByText('Priya Raman')).not.toBeInTheDocument());
    expect(screen.getByText('Lena Ortiz')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ status: 'processing', page: 1 });

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-01' } });
    await waitFor(() => expect(location()).toBe('/engineer-payout?month=2026-01'));
    await waitFor(() => expect(screen.queryByText('Lena Ortiz')).not.toBeInTheDocument());
    await user.type(screen.getByRole('searchbox', { name: 'Search payouts' }), 'tom{Enter}');
    await waitFor(() => expect(location()).toBe('/engineer-payout?search=tom&month=2026-01'));
    await waitFor(() => expect(screen.queryByText('Priya Raman')).not.toBeInTheDocument());
    const href = screen.getByRole('link', { name: 'Export Report' }).getAttribute('href')!;
    const [path, search] = href.split('?');
    expect(path).toBe(API_ROUTES.payoutsExport);
    // The filters in force, without the page: the export has every matching row.
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      search: 'tom',
      month: '2026-01',
      status: 'all',
      sort: 'month',
      order: 'desc',
    });
  });
});

describe('EngineerPayoutPage actions', () => {
  it("generates the chosen month's payouts with progress, then a toast naming who was skipped", async () => {
    const { user, api } = setup(SAMPLES, '/engineer-payout?month=2026-01');
    await screen.findByText('Priya Raman');
    let release: () => void = () => {};
    const sent: unknown[] = [];
    server.use(
      http.post(API_ROUTES.payoutsGenerate, async ({ request }) => {
        sent.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({
          month: '2026-01',
          created: 1,
          refreshed: 1,
          skipped: [{ engineer_id: 9, engineer_name: 'Cleo', reason: 'No pay rate set' }],
        });
      }),
    );
    const requestsBefore = api.listRequests();
    await user.click(screen.getByRole('button', { name: 'Generate payouts for January 2026' }));
    expect(
      await screen.findByText('Generating payouts...', { selector: 'button' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ month: '2026-01' }]);
    release();
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        'Payouts for 2026-01: 1 created, 1 refreshed, 1 skipped. Cleo: No pay rate set',
        'warning',
      ]),
    );
    await waitFor(() => expect(api.listRequests()).toBeGreaterThan(requestsBefore));
  });

  it("edits bonus and deductions in a modal and shows the server's refusal", async () => {
    const { user, api } = setup();
    await screen.findByText('Priya Raman');
    expect(
      within(rowWith('Tom Becker')).queryByRole('button', { name: /Edit bonus/ }),
    ).not.toBeInTheDocument();
    await user.click(
      within(rowWith('Priya Raman')).getByRole('button', { name: /Edit bonus and deductions/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Payout' }));
    const bonus = dialog.getByLabelText('Bonus (GBP)');
    await user.clear(bonus);
    await user.type(bonus, '-1');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Bonus cannot be negative')).toBeInTheDocument();

    server.use(
      http.put(`${API_ROUTES.payouts}/:id`, () =>
        apiErrorResponse(400, 'Deductions cannot exceed base, overtime and bonus together'),
      ),
    );
    await user.clear(bonus);
    await user.type(bonus, '50');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('Deductions cannot exceed base, overtime and bonus together'),
    ).toBeInTheDocument();

    server.use(...api.handlers);
    await user.clear(dialog.getByLabelText('Deductions (GBP)'));
    await user.type(dialog.getByLabelText('Deductions (GBP)'), '10.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        { method: 'PUT', url: '/api/payouts/1', body: { bonus: '50.00', deductions: '10.50' } },
      ]),
    );
    expect(toasts()).toContainEqual(['Payout updated successfully', 'success']);
  });

  it('moves the status forward from the row', async () => {
    const { user, api } = setup();
    await screen.findByText('Priya Raman');
    expect(within(rowWith('Tom Becker')).queryByRole('button', { name: /Mark/ })).toBeNull();
    await user.click(within(rowWith('Lena Ortiz')).getByRole('button', { name: /Mark paid/ }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        { method: 'PUT', url: '/api/payouts/3', body: { status: 'paid' } },
      ]),
    );
    expect(toasts()).toContainEqual(['Payout marked paid', 'success']);
    await user.click(
      within(rowWith('Priya Raman')).getByRole('button', { name: /Mark processing/ }),
    );
    await waitFor(() => expect(api.writes).toHaveLength(2));
  });

  it("opens a payout's History from its row", async () => {
    const { user } = setup();
    const history = fakeHistoryApi(server);
    await screen.findByText('Tom Becker');
    await user.click(
      within(rowWith('Tom Becker')).getByRole('button', { name: 'History: Tom Becker, 2026-01' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'History: Tom Becker, 2026-01' });
    expect(await within(dialog).findByText(/Ada Lovelace changed Name/)).toBeInTheDocument();
    expect(history.lastQuery()).toMatchObject({ entity: 'payout', entity_id: '2' });
  });
});

describe('EngineerPayoutPage live updates', () => {
  connectRealtimeAroundEach();

  it("loads the list again when another user's generation writes payouts", async () => {
    const { api } = setup([]);
    await screen.findByText('No payout records found matching your criteria.');
    api.replace([fixtures.payout({ id: 40, engineer_name: 'New Payee' })]);
    act(() =>
      emitRealtime(REALTIME_EVENTS.payoutsGenerated, { month: '2026-01', count: 1 }, 'other-tab'),
    );
    expect(await screen.findByText('New Payee')).toBeInTheDocument();
  });
});
