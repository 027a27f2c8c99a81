import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReceivableAging, ReceivableAgingBasis } from '@trellis/contracts';
import { renderWithProviders } from '@trellis/platform/testing';
import { AgingTable } from '../aging-table';

const AGING: ReceivableAging = {
  basis: 'due_date',
  rows: [
    {
      currency: 'EUR',
      buckets: { '0-30': '0.00', '31-60': '0.00', '61-90': '300.00', '90+': '400.00' },
      total: '700.00',
    },
    {
      currency: 'USD',
      buckets: { '0-30': '350.00', '31-60': '1250.50', '61-90': '0.00', '90+': '0.00' },
      total: '1600.50',
    },
  ],
};

/** The table with its switch wired to state, as the page wires it to the address. */
function Harness({ aging }: { aging: ReceivableAging | undefined }) {
  const [basis, setBasis] = useState<ReceivableAgingBasis>('due_date');
  return (
    <>
      <AgingTable aging={aging} basis={basis} onBasisChange={setBasis} />
      <output data-testid="basis">{basis}</output>
    </>
  );
}

const table = () => screen.getByRole('table', { name: 'Aging Analysis' });

describe('AgingTable', () => {
  it("shows the spec's four buckets, one row per currency, each amount in its currency", () => {
    renderWithProviders(<Harness aging={AGING} />);
    expect(screen.getByRole('heading', { name: 'Aging Analysis' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Currency', '0-30 days', '31-60 days', '61-90 days', '90+ days', 'Total']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['EUR', '€0.00', '€0.00', '€300.00', '€400.00', '€700.00'],
      ['USD', '$350.00', '$1,250.50', '$0.00', '$0.00', '$1,600.50'],
    ]);
  });

  it('switches between the due date and the invoice date', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness aging={AGING} />);
    const basis = screen.getByLabelText('Age by');
    expect(basis).toHaveValue('due_date');
    expect(
      within(basis)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Due date', 'Invoice date']);
    await user.selectOptions(basis, 'invoice_date');
    expect(screen.getByTestId('basis')).toHaveTextContent('invoice_date');
  });

  it('waits while loading', () => {
    renderWithProviders(<Harness aging={undefined} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('…')).toBeInTheDocument();
  });

  it('says when nothing is outstanding', () => {
    renderWithProviders(<Harness aging={{ basis: 'due_date', rows: [] }} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing outstanding')).toBeInTheDocument();
  });
});
