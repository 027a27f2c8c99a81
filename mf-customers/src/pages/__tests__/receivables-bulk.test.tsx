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
import { fakeReceivablesApi } from '../../test/receivables-api';

const { server, posted } = setupBulkTestServer('receivables', { matching: 12 });

/** Twelve unpaid invoices, INV-2026-0001 to INV-2026-0012. */
const ROWS = Array.from({ length: 12 }, (_, i) =>
  fixtures.receivable({
    id: i + 1,
    invoice_number: `INV-2026-${String(i + 1).padStart(4, '0')}`,
    customer_name: 'Acme Field Services',
    status: 'pending',
  }),
);

function setup(path = '/customer-receivable', permissions = fixtures.user().permissions) {
  server.use(...fakeReceivablesApi(ROWS).handlers);
  renderMount('/customer-receivable', path, fixtures.user({ permissions }));
  return userEvent.setup({ delay: null });
}

const toasts = () => useToastStore.getState().toasts.map((t) => [t.message, t.type]);

describe('CustomerReceivablePage bulk actions', () => {
  it('marks the ticked invoices paid, with no parameters and no Undo', async () => {
    const user = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select INV-2026-0002' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-2026-0005' }));
    expect(await bulkBarButtonLabels()).toEqual(['Mark paid', 'Send reminder', 'Clear selection']);
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(dialog).toHaveTextContent('2 selected');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toasts()).toEqual([['2 records changed.', 'success']]));
    expect(posted).toEqual([{ action: 'paid', params: {}, ids: [2, 5] }]);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it("reminds every invoice matching the filter, without the aging analysis's basis", async () => {
    const user = setup('/customer-receivable?status=pending&aging_basis=invoice_date');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every row on this page' }),
    );
    // 10 a page, 12 matching.
    await user.click(
      within(await findBulkBar()).getByRole('button', {
        name: 'Select all 12 matching this filter',
      }),
    );
    await user.click(within(await findBulkBar()).getByRole('button', { name: 'Send reminder' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send reminder' })).getByRole('button', {
        name: 'Apply',
      }),
    );
    await waitFor(() =>
      expect(posted).toEqual([{ action: 'remind', params: {}, filter: 'status=pending' }]),
    );
  });

  it('lets a reader without Update tick rows only to export them', async () => {
    setup('/customer-receivable', ['read']);
    expect(await screen.findByText('INV-2026-0001')).toBeInTheDocument();
    await expectExportOnly('receivables', 'Mark paid');
  });
});
