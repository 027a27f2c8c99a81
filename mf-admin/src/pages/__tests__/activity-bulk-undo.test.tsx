import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkRun } from '@trellis/contracts';
import { apiErrorResponse, http, HttpResponse, setupApiServer } from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { auditEvent, fakeAuditApi } from '../../test/audit-api';
import { fakeJobsApi } from '../../test/jobs-api';
import { fakeSystemUsersApi, sampleUsers } from '../../test/system-users-api';

const server = setupApiServer();

const run = (id: number, overrides: Partial<BulkRun> = {}): BulkRun => ({
  id,
  list: 'tickets',
  action: 'delete',
  state: 'done',
  total: 3,
  processed: 3,
  succeeded: 3,
  failures: [],
  undo_until: new Date(Date.now() + 5 * 60_000).toISOString(),
  created_at: new Date().toISOString(),
  ...overrides,
});

/** The Activity log with one bulk action's entry naming run `runId`, opened in full. */
async function openBulkEntry(runId: number) {
  const entry = auditEvent({
    id: 70 + runId,
    action: 'bulk_action.applied',
    entity: 'ticket',
    entity_id: null,
    entity_label: 'Delete: 3 tickets',
    changes: [
      { field: 'bulk_run', from: null, to: runId },
      { field: 'action', from: null, to: 'delete' },
    ],
  });
  server.use(
    ...fakeAuditApi([entry]).handlers,
    ...fakeSystemUsersApi(sampleUsers()).handlers,
    ...fakeJobsApi().handlers,
  );
  renderAdmin('/activity', '/activity');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Details of entry #${entry.id}` }));
  return { user, dialog: await screen.findByRole('dialog', { name: `Entry #${entry.id}` }) };
}

describe("a bulk action's Activity entry", () => {
  it('offers its runner Undo while the window is open, and says what came back', async () => {
    const undone: number[] = [];
    server.use(
      http.get('/api/bulk/5', () => HttpResponse.json(run(5))),
      http.post('/api/bulk/5/undo', () => {
        undone.push(5);
        return HttpResponse.json({ run: { ...run(5), state: 'undone' }, restored: 3, refused: [] });
      }),
    );
    const { user, dialog } = await openBulkEntry(5);
    await user.click(await within(dialog).findByRole('button', { name: 'Undo' }));
    expect(await within(dialog).findByText('Undone: 3 records restored.')).toBeInTheDocument();
    expect(undone).toEqual([5]);
  });

  it.each([
    ['its undo window has closed', 6],
    ["it is another person's run", 7],
  ])('offers no Undo when %s', async (_case, runId) => {
    const asked: number[] = [];
    server.use(
      http.get('/api/bulk/6', () => {
        asked.push(6);
        return HttpResponse.json(run(6, { undo_until: new Date(Date.now() - 1000).toISOString() }));
      }),
      http.get('/api/bulk/7', () => {
        asked.push(7);
        return apiErrorResponse(404, 'Bulk action not found', 'NOT_FOUND');
      }),
    );
    const { dialog } = await openBulkEntry(runId);
    await waitFor(() => expect(asked).toEqual([runId]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Answered and drawn: the entry's details are there, its Undo is not.
    expect(within(dialog).getByText('bulk_action.applied')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
