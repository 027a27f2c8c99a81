import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@trellis/platform';
import {
  bulkBarButtonLabels,
  expectExportOnly,
  findBulkBar,
  setupBulkTestServer,
} from '@trellis/page-kit/testing';
import { fixtures } from '@trellis/platform/testing';
import { renderMount } from '../../test/render-app';
import { fakeLeavesApi } from '../../test/leaves-api';

const { server, posted } = setupBulkTestServer('leaves', { matching: 12 });

/** Twelve pending requests, one engineer each, starting on the 1st to the 12th of December. */
const ROWS = Array.from({ length: 12 }, (_, i) =>
  fixtures.leaveRequest({
    id: i + 1,
    engineer_id: i + 1,
    employee_name: `Engineer ${i + 1}`,
    start_date: `2026-12-${String(i + 1).padStart(2, '0')}`,
    end_date: `2026-12-${String(i + 1).padStart(2, '0')}`,
    days: 1,
    status: 'pending',
  }),
);

function setup(path = '/leaves', permissions = fixtures.user().permissions) {
  server.use(...fakeLeavesApi(ROWS).handlers);
  renderMount('/leaves', path, fixtures.user({ permissions }));
  return userEvent.setup({ delay: null });
}

const toasts = () => useToastStore.getState().toasts.map((t) => [t.message, t.type]);

describe('LeavesPage bulk actions', () => {
  it('approves the ticked requests; a decision has no Undo', async () => {
    const user = setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Engineer 1, Dec 1, 2026' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Engineer 2, Dec 2, 2026' }));
    expect(await bulkBarButtonLabels()).toEqual(['Approve', 'Reject', 'Clear selection']);
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('2 selected');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toasts()).toEqual([['2 records changed.', 'success']]));
    expect(posted).toEqual([{ action: 'approve', params: {}, ids: [1, 2] }]);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it("rejects every pending request matching the filter, without the display's parameters", async () => {
    const user = setup('/leaves?view=list&status=pending');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every row on this page' }),
    );
    // 10 a page, 12 matching.
    await user.click(
      within(await findBulkBar()).getByRole('button', {
        name: 'Select all 12 matching this filter',
      }),
    );
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    expect(dialog).toHaveTextContent('12 selected');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(posted).toEqual([{ action: 'reject', params: {}, filter: 'status=pending' }]),
    );
  });

  it('offers no selection on the month display', async () => {
    setup('/leaves?view=month&month=2026-12');
    expect(await screen.findByRole('table', { name: 'Leave, December 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('lets a reader without Manage Team tick rows only to export them', async () => {
    setup('/leaves', ['read', 'update']);
    expect(await screen.findByText('Engineer 1')).toBeInTheDocument();
    await expectExportOnly('leaves', 'Approve');
  });
});
