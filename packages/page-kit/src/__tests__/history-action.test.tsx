import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@trellis/contracts';
import {
  fixtures,
  http,
  HttpResponse,
  renderWithProviders,
  setupApiServer,
} from '@trellis/platform/testing';
import { HistoryAction } from '../history-action';

const asked: URLSearchParams[] = [];
setupApiServer(
  http.get(API_ROUTES.audit, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    const entry = fixtures.auditEvent({
      id: 2,
      at: new Date(Date.now() - 120_000).toISOString(),
      actor: { id: 4, name: 'Priya Raman', kind: 'staff' },
      action: 'invoice.updated',
      entity: 'invoice',
      entity_id: '5',
      changes: [{ field: 'status', from: 'Pending', to: 'Paid' }],
      request_id: 'req-42',
    });
    return HttpResponse.json(fixtures.auditList([entry], { total: 1, page: 1, limit: 20 }));
  }),
);

beforeEach(() => {
  asked.length = 0;
});

describe('HistoryAction', () => {
  it("opens the record's history in a dialog titled with the record, asking for that record only", async () => {
    renderWithProviders(
      <HistoryAction entity="invoice" entityId={5} recordLabel="INV-2026-0005" />,
      {
        user: fixtures.user(),
      },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'History: INV-2026-0005' }));
    const dialog = screen.getByRole('dialog', { name: 'History: INV-2026-0005' });
    expect(await within(dialog).findByText(/Priya Raman/)).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(asked[0]!.get('entity')).toBe('invoice');
    expect(asked[0]!.get('entity_id')).toBe('5');
  });

  it('is not offered to a role without Read', () => {
    renderWithProviders(
      <HistoryAction entity="invoice" entityId={5} recordLabel="INV-2026-0005" />,
      {
        user: fixtures.user({ permissions: ['create'] }),
      },
    );
    expect(screen.queryByRole('button', { name: /History/ })).not.toBeInTheDocument();
  });
});
