import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@trellis/platform';
import { bulkBarButtonLabels, findBulkBar, setupBulkTestServer } from '@trellis/page-kit/testing';
import { fixtures } from '@trellis/platform/testing';
import { renderMount } from '../../test/render-app';
import { fakePayoutsApi } from '../../test/payouts-api';

const { server, posted } = setupBulkTestServer('payouts', { matching: 12 });

/** Twelve pending payouts for January 2026, Engineer 1 to Engineer 12. */
const ROWS = Array.from({ length: 12 }, (_, i) =>
  fixtures.payout({
    id: i + 1,
    engineer_name: `Engineer ${i + 1}`,
    month: '2026-01',
    status: 'pending',
  }),
);

function setup(path = '/engineer-payout', permissions = fixtures.user().permissions) {
  server.use(...fakePayoutsApi(ROWS).handlers);
  renderMount('/engineer-payout', path, fixtures.user({ permissions }));
  return userEvent.setup({ delay: null });
}

const toasts = () => useToastStore.getState().toasts.map((t) => [t.message, t.type]);

describe('EngineerPayoutPage bulk actions', () => {
  it('approves the ticked payouts, with no parameters and no Undo', async () => {
    const user = setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Engineer 3, January 2026' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Engineer 4, January 2026' }));
    expect(await bulkBarButtonLabels()).toEqual(['Approve', 'Mark paid', 'Clear selection']);
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('2 selected');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toasts()).toEqual([['2 records changed.', 'success']]));
    expect(posted).toEqual([{ action: 'approve', params: {}, ids: [3, 4] }]);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it("marks every payout of the month chosen paid, by the list's filter", async () => {
    const user = setup('/engineer-payout?month=2026-01');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every row on this page' }),
    );
    // 10 a page, 12 matching.
    await user.click(
      within(await findBulkBar()).getByRole('button', {
        name: 'Select all 12 matching this filter',
      }),
    );
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Mark paid' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark paid' })).getByRole('button', {
        name: 'Apply',
      }),
    );
    await waitFor(() =>
      expect(posted).toEqual([{ action: 'paid', params: {}, filter: 'month=2026-01' }]),
    );
  });

  it('shows no tick boxes or bulk actions to a reader without Manage Team', async () => {
    setup('/engineer-payout', ['read', 'update']);
    expect(await screen.findByText('Engineer 1')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });
});
