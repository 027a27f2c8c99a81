import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, REALTIME_EVENTS, type AuditEvent } from '@trellis/contracts';
import { HistorySection } from '../history/history-section';
import { realtime } from '../realtime/realtime-client';
import {
  apiErrorResponse,
  emitRealtime,
  fixtures,
  http,
  HttpResponse,
  renderWithProviders,
  setupApiServer,
} from '../testing';

const server = setupApiServer();
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let requests: URLSearchParams[] = [];

/** The audit trail holding `events` (newest first), paged as the API pages them. */
function answerWith(events: AuditEvent[]) {
  server.use(
    http.get(API_ROUTES.audit, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const page = Number(params.get('page'));
      const limit = Number(params.get('limit'));
      const items = events.slice((page - 1) * limit, page * limit);
      return HttpResponse.json(fixtures.auditList(items, { total: events.length, page, limit }));
    }),
  );
}

const statusChange = fixtures.auditEvent({
  id: 2,
  at: ago(2 * MINUTE),
  actor: { id: 4, name: 'Priya Raman', kind: 'staff' },
  action: 'ticket.status_changed',
  entity: 'ticket',
  entity_id: '12',
  changes: [{ field: 'status', from: 'Offered', to: 'Accepted' }],
  request_id: 'req-42',
});
const created = fixtures.auditEvent({
  id: 1,
  at: ago(3 * 24 * 60 * MINUTE),
  actor: { id: null, name: null, kind: 'system' },
  action: 'ticket.created',
  entity: 'ticket',
  entity_id: '12',
  changes: [],
  request_id: null,
});

beforeEach(() => {
  requests = [];
});

afterEach(() => realtime.disconnect());

function renderSection() {
  renderWithProviders(<HistorySection entity="ticket" entityId={12} />);
  return screen.getByRole('region', { name: 'History' });
}

describe('HistorySection', () => {
  it("lists the record's entries as sentences with their age, asking for that record only", async () => {
    answerWith([statusChange, created]);
    const section = renderSection();
    const list = await within(section).findByRole('list', { name: 'History' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'Priya Raman changed Status from Offered to Accepted · 2 minutes ago',
    );
    expect(second).toHaveTextContent('The system created the ticket · 3 days ago');
    const time = within(first!).getByText('2 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', statusChange.at);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
    expect(Object.fromEntries(requests[0]!)).toEqual({
      entity: 'ticket',
      entity_id: '12',
      page: '1',
      limit: '10',
    });
  });

  it('opens the full entry: each change from → to, who and what kind, the request and the time', async () => {
    answerWith([statusChange, created]);
    const user = userEvent.setup({ delay: null });
    const section = renderSection();
    const [first] = await within(section).findAllByRole('listitem');
    const toggle = within(first!).getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(details).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Status: Offered → to Accepted',
    );
    expect(details).toHaveTextContent('Priya Raman (Staff)');
    expect(details).toHaveTextContent('ticket.status_changed');
    expect(details).toHaveTextContent('req-42');
    expect(within(details).getByText(/\d{4}/).tagName).toBe('TIME');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeInTheDocument();
  });

  it('pages ten entries at a time', async () => {
    const events = Array.from({ length: 12 }, (_, i) =>
      fixtures.auditEvent({
        id: 100 - i,
        entity: 'ticket',
        entity_id: '12',
        changes: [{ field: 'task_name', from: `Task ${i + 1}`, to: `Task ${i}` }],
      }),
    );
    answerWith(events);
    const user = userEvent.setup({ delay: null });
    const section = renderSection();
    expect(await within(section).findAllByRole('listitem')).toHaveLength(10);
    const pages = within(section).getByRole('navigation', { name: 'History pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(
      'Task name from Task 11 to Task 10',
    );
    expect(requests.at(-1)!.get('page')).toBe('2');
  });

  it('says when there is no history yet', async () => {
    answerWith([]);
    const section = renderSection();
    expect(await within(section).findByText('No history yet')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and tries again on Retry', async () => {
    answerWith([statusChange]);
    server.use(
      http.get(API_ROUTES.audit, () => apiErrorResponse(500, 'Database unavailable'), {
        once: true,
      }),
    );
    const user = userEvent.setup({ delay: null });
    const section = renderSection();
    expect(await within(section).findByText('Could not load the history')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText(/Priya Raman changed Status/)).toBeInTheDocument();
  });

  it("refetches when the trail records an entry for this record, not for another record's", async () => {
    answerWith([statusChange]);
    realtime.connect();
    await waitFor(() => expect(realtime.connected).toBe(true));
    const section = renderSection();
    await within(section).findByText(/Priya Raman/);
    expect(requests).toHaveLength(1);

    requests = [];
    answerWith([created, statusChange]);
    act(() =>
      emitRealtime(REALTIME_EVENTS.auditRecorded, { id: 3, entity: 'ticket', entity_id: '13' }),
    );
    act(() =>
      emitRealtime(REALTIME_EVENTS.auditRecorded, { id: 4, entity: 'lead', entity_id: '12' }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(requests).toHaveLength(0);

    act(() =>
      emitRealtime(REALTIME_EVENTS.auditRecorded, { id: 5, entity: 'ticket', entity_id: '12' }),
    );
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(requests).toHaveLength(1);

    // Many entries on the area at once (a bulk action) name no record: every ticket refetches.
    requests = [];
    act(() =>
      emitRealtime(REALTIME_EVENTS.auditRecorded, { id: 90, entity: 'ticket', entity_id: null }),
    );
    await waitFor(() => expect(requests).toHaveLength(1));
  });
});
