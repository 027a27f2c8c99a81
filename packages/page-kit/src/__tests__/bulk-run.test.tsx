import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { REALTIME_EVENTS, type BulkRun, type BulkUndoResponse } from '@trellis/contracts';
import { apiFetch, realtime, useToastStore } from '@trellis/platform';
import {
  apiErrorResponse,
  emitRealtime,
  fixtures,
  http,
  HttpResponse,
  renderWithProviders,
  setupApiServer,
} from '@trellis/platform/testing';
import { BulkActions } from '../bulk/bulk-actions';
import { bulkSelectAction } from '../bulk/bulk-select-action';
import type { RowSelection } from '../bulk/use-row-selection';
import { BulkList } from './bulk-list';

const run = (overrides: Partial<BulkRun>): BulkRun => ({
  id: 7,
  list: 'tickets',
  action: 'status',
  state: 'done',
  total: 2,
  processed: 2,
  succeeded: 2,
  failures: [],
  undo_until: null,
  created_at: '2026-11-29T10:00:00.000Z',
  ...overrides,
});
const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

let answer: () => Response;
let current: BulkRun;
let listLoads = 0;
const posted: unknown[] = [];
const undos: string[] = [];
const cancels: string[] = [];
setupApiServer(
  http.post('/api/tickets/bulk', async ({ request }) => {
    posted.push(await request.json());
    return answer();
  }),
  http.get('/api/bulk/:id', () => HttpResponse.json(current)),
  http.post('/api/bulk/:id/cancel', ({ params }) => {
    cancels.push(String(params.id));
    current = { ...current, state: 'cancelled' };
    return HttpResponse.json(current);
  }),
  http.post('/api/bulk/:id/undo', ({ params }) => {
    undos.push(String(params.id));
    const undone: BulkUndoResponse = {
      run: { ...current, state: 'undone' },
      restored: 2,
      refused: [],
    };
    return HttpResponse.json(undone);
  }),
  http.get('/api/tickets', () => {
    listLoads += 1;
    return HttpResponse.json({ loads: listLoads });
  }),
);

/** The list's own query, as a page has it: a run must refresh it. */
function ListLoads() {
  const { data } = useQuery({
    queryKey: ['tickets', 'list'],
    queryFn: () => apiFetch<{ loads: number }>('/api/tickets'),
  });
  return <p>List loaded {data?.loads ?? 0} times</p>;
}

const bar = (selection: RowSelection) => (
  <>
    <BulkActions
      list="tickets"
      selection={selection}
      actions={{
        status: bulkSelectAction('status', 'New status', ['Offered', 'On Hold']),
        delete: { initial: {} },
      }}
    />
    <ListLoads />
  </>
);

const renderList = (route = '/tickets?sort=name', permissions = fixtures.user().permissions) =>
  renderWithProviders(<BulkList bar={bar} />, { route, user: fixtures.user({ permissions }) });

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const actionsBar = () => screen.findByRole('region', { name: 'Bulk actions' });

async function changeStatusInOpenDialog(to: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Change status' });
  await userEvent.selectOptions(await within(dialog).findByLabelText('New status'), to);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
}

async function changeStatus(to: string) {
  await userEvent.click(within(await actionsBar()).getByRole('button', { name: 'Change status' }));
  await changeStatusInOpenDialog(to);
}

beforeEach(() => {
  posted.length = 0;
  undos.length = 0;
  cancels.length = 0;
  listLoads = 0;
  useToastStore.setState({ toasts: [] });
});
afterEach(() => realtime.disconnect());

describe('bulk actions', () => {
  it('sends the list’s filter, not ids, once every match is selected', async () => {
    current = run({ total: 12, processed: 12, succeeded: 12 });
    answer = () => HttpResponse.json(current);
    renderList('/tickets?sort=name&view=cards&page=1&saved=3&hide=city');
    await screen.findByText('List loaded 1 times');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Select all 12 matching this filter' }),
    );
    await userEvent.click(
      within(await actionsBar()).getByRole('button', { name: 'Change status' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Change status' })).toHaveTextContent(
      '12 selected',
    );
    await changeStatusInOpenDialog('On Hold');
    await waitFor(() => expect(toasts()).toEqual(['12 records changed.']));
    expect(posted).toEqual([
      { action: 'status', params: { status: 'On Hold' }, filter: 'sort=name' },
    ]);
    // The run ended: the selection is cleared and the list asked for again.
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(await screen.findByText('List loaded 2 times')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists what could not be changed, downloads it, and undoes the run from its notice', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:failures';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    current = run({
      total: 3,
      processed: 3,
      succeeded: 2,
      failures: [{ id: 3, label: 'Thing 3', reason: '=Closed, "for good"' }],
      undo_until: inTenMinutes(),
    });
    answer = () => HttpResponse.json(current);
    renderList();
    await userEvent.click(box('Thing 1'));
    await userEvent.click(box('Thing 2'));
    await userEvent.click(box('Thing 3'));
    await changeStatus('On Hold');
    expect(posted).toEqual([{ action: 'status', params: { status: 'On Hold' }, ids: [1, 2, 3] }]);

    const result = await screen.findByRole('dialog', { name: 'Bulk action finished' });
    expect(result).toHaveTextContent('2 records changed; 1 could not be.');
    const failures = within(result).getByRole('table', { name: 'Not changed' });
    expect(
      within(failures)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RecordReason', 'Thing 3=Closed, "for good"']);
    await userEvent.click(within(result).getByRole('button', { name: 'Download failures (CSV)' }));
    expect(click).toHaveBeenCalled();
    // A reason that looks like a formula is kept as text; quotes and commas stay in their cell.
    expect(await saved[0]!.text()).toBe('Record,Reason\r\nThing 3,"\'=Closed, ""for good"""\r\n');
    await userEvent.click(within(result).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const notice = screen.getByText('2 records changed; 1 could not be.').closest('[role=status]');
    expect(notice).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(await screen.findByText('List loaded 2 times')).toBeInTheDocument();
    await userEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(toasts()).toEqual(['Undone: 2 records restored.']));
    expect(undos).toEqual(['7']);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(await screen.findByText('List loaded 3 times')).toBeInTheDocument();
    click.mockRestore();
  });

  it('shows a job’s progress as its events arrive, then its outcome', async () => {
    realtime.connect();
    await waitFor(() => expect(realtime.connected).toBe(true));
    current = run({ state: 'running', total: 1200, processed: 0, succeeded: 0 });
    answer = () => HttpResponse.json(current, { status: 202 });
    renderList();
    await userEvent.click(box('Thing 1'));
    await changeStatus('On Hold');

    const progress = await screen.findByRole('progressbar', { name: 'Working on 1,200 records…' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuetext', '0 of 1,200 done');
    expect(screen.getByText('0 of 1,200 done')).toBeInTheDocument();
    const event = {
      id: 7,
      state: 'running' as const,
      total: 1200,
      processed: 500,
      succeeded: 500,
      failed: 0,
    };
    act(() => emitRealtime(REALTIME_EVENTS.bulkProgress, event));
    expect(await screen.findByText('500 of 1,200 done')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '500');
    // Batches commit on two connections, so a batch's event can arrive after a later one's.
    act(() =>
      emitRealtime(REALTIME_EVENTS.bulkProgress, { ...event, processed: 1000, succeeded: 1000 }),
    );
    expect(await screen.findByText('1,000 of 1,200 done')).toBeInTheDocument();
    // Events come over the socket, so the late one is told by a total of its own arriving.
    act(() => emitRealtime(REALTIME_EVENTS.bulkProgress, { ...event, total: 1300 }));
    expect(await screen.findByText(/of 1,300 done$/)).toHaveTextContent('1,000 of 1,300 done');
    act(() => emitRealtime(REALTIME_EVENTS.bulkProgress, { ...event, processed: 1000 }));
    expect(await screen.findByText('1,000 of 1,200 done')).toBeInTheDocument();

    current = run({ total: 1200, processed: 1200, succeeded: 1200 });
    act(() =>
      emitRealtime(REALTIME_EVENTS.bulkProgress, {
        ...event,
        state: 'done',
        processed: 1200,
        succeeded: 1200,
      }),
    );
    await waitFor(() => expect(toasts()).toEqual(['1,200 records changed.']));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Thing 1' })).not.toBeChecked();
  });

  it('stops a job with Stop, and follows one by asking when no event comes', async () => {
    current = run({ state: 'running', total: 1200, processed: 500, succeeded: 500 });
    answer = () => HttpResponse.json(current, { status: 202 });
    renderList();
    await userEvent.click(box('Thing 1'));
    await changeStatus('On Hold');
    // No socket: the poll brings the progress.
    current = { ...current, processed: 1000, succeeded: 1000 };
    expect(await screen.findByText('1,000 of 1,200 done')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['Stopped: 1,000 records changed before it stopped.']),
    );
    expect(cancels).toEqual(['7']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks before a delete, keeps a refusal in the dialog, and offers no delete without the permission', async () => {
    answer = () => apiErrorResponse(409, 'Nothing matches this selection');
    const view = renderList();
    await userEvent.click(box('Thing 1'));
    await userEvent.click(box('Thing 2'));
    await userEvent.click(within(await actionsBar()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Delete 2 records? You can undo it for a few minutes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing matches this selection',
    );
    expect(posted).toEqual([{ action: 'delete', params: {}, ids: [1, 2] }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    view.unmount();

    renderList('/tickets', ['read', 'update_tickets']);
    await userEvent.click(box('Thing 1'));
    expect(
      within(await actionsBar())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Change status', 'Clear selection']);
  });
});
