import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bulkBarButtonLabels,
  expectExportOnly,
  findBulkBar,
  setupBulkTestServer,
} from '@trellis/page-kit/testing';
import { fixtures } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { dayFromToday, fakeLeadsApi, leadRows } from '../../test/leads-api';

const { server, posted } = setupBulkTestServer('leads', { matching: 9 });

function setup(permissions = fixtures.user().permissions) {
  server.use(...fakeLeadsApi(leadRows(9)).handlers);
  renderApp('/leads?search=lead', fixtures.user({ permissions }));
  return userEvent.setup({ delay: null });
}

describe('LeadsPage bulk actions', () => {
  it("reschedules the ticked leads with the status modal's follow-up date and reason", async () => {
    const user = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select #AIM-L-001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #AIM-L-003' }));
    expect(await findBulkBar()).toHaveTextContent('2 selected');
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Change status' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change status' }));
    // BID, the first status, keeps no follow-up date.
    expect(dialog.queryByLabelText(/Follow-up Date/)).not.toBeInTheDocument();
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Status' }), 'Reschedule');
    const date = dialog.getByLabelText(/Follow-up Date/);
    expect(date).toHaveAttribute('min', dayFromToday(0));
    await user.type(date, dayFromToday(3));
    await user.type(dialog.getByLabelText(/Reason/), 'Site closed');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(posted).toEqual([
      {
        action: 'status',
        params: { status: 'Reschedule', reschedule_date: dayFromToday(3), reason: 'Site closed' },
        ids: [1, 3],
      },
    ]);
  });

  it('confirms every lead matching the search, leaving out a date the status clears', async () => {
    const user = setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every row on this page' }),
    );
    // 7 a page, 9 matching the search.
    await user.click(
      within(await findBulkBar()).getByRole('button', {
        name: 'Select all 9 matching this filter',
      }),
    );
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Change status' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change status' }));
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Status' }), 'Cancelled');
    await user.type(dialog.getByLabelText(/Follow-up Date/), dayFromToday(1));
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Status' }), 'Confirm');
    expect(dialog.queryByLabelText(/Follow-up Date/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { action: 'status', params: { status: 'Confirm' }, filter: 'search=lead' },
      ]),
    );
  });

  it('deletes the ticked leads after asking, with no parameters', async () => {
    const user = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select #AIM-L-002' }));
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Delete 1 record? You can undo it for a few minutes.');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(posted).toEqual([{ action: 'delete', params: {}, ids: [2] }]));
  });

  it('offers only what the reader may do: no Delete without the permission', async () => {
    const user = setup(['read', 'update']);
    await user.click(await screen.findByRole('checkbox', { name: 'Select #AIM-L-001' }));
    expect(await bulkBarButtonLabels()).toEqual(['Change status', 'Clear selection']);
  });

  it('lets a reader who may take no bulk action tick rows only to export them', async () => {
    setup(['read']);
    expect(await screen.findByText('Lead task 1')).toBeInTheDocument();
    await expectExportOnly('leads', 'Change status');
  });
});
