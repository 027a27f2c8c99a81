import styled from 'styled-components';
import { Card } from '@trellis/ui/controls';
import { formatMoney } from '@trellis/ui/format';
import { SimpleTable, TableCell, TableRow } from '@trellis/ui/lists';
import {
  RECEIVABLE_AGING_BASES,
  RECEIVABLE_AGING_BASIS_LABELS,
  RECEIVABLE_AGING_BUCKETS,
  RECEIVABLE_MESSAGES,
  type ReceivableAging,
  type ReceivableAgingBasis,
} from '@trellis/contracts';
import { FilterSelect } from '@trellis/page-kit';

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AGING_HEADERS = [
  'Currency',
  ...RECEIVABLE_AGING_BUCKETS.map((bucket) => bucket.label),
  'Total',
];

export interface AgingTableProps {
  /** The analysis over the matching unpaid invoices; undefined while loading. */
  aging: ReceivableAging | undefined;
  basis: ReceivableAgingBasis;
  onBasisChange: (basis: ReceivableAgingBasis) => void;
}

/**
 * The aging analysis: per currency, what is owed 0-30, 31-60, 61-90 and 90+ days
 * from the due date or the invoice date (the switch, as ERPNext offers).
 */
export function AgingTable({ aging, basis, onBasisChange }: AgingTableProps) {
  return (
    <Card>
      <section aria-labelledby="aging-analysis-title">
        <StyledHeader>
          <h2 id="aging-analysis-title">{RECEIVABLE_MESSAGES.agingTitle}</h2>
          <FilterSelect
            label={RECEIVABLE_MESSAGES.agingBasisLabel}
            value={basis}
            values={RECEIVABLE_AGING_BASES}
            labelOf={(v) => RECEIVABLE_AGING_BASIS_LABELS[v]}
            onChange={onBasisChange}
          />
        </StyledHeader>
        {!aging ? (
          <StyledMuted>…</StyledMuted>
        ) : aging.rows.length === 0 ? (
          <StyledMuted>{RECEIVABLE_MESSAGES.agingEmpty}</StyledMuted>
        ) : (
          <SimpleTable label={RECEIVABLE_MESSAGES.agingTitle} headers={AGING_HEADERS}>
            {aging.rows.map((row) => (
              <TableRow key={row.currency}>
                <TableCell>{row.currency}</TableCell>
                {RECEIVABLE_AGING_BUCKETS.map((bucket) => (
                  <TableCell key={bucket.key}>
                    {formatMoney({ amount: row.buckets[bucket.key], currency: row.currency })}
                  </TableCell>
                ))}
                <TableCell>{formatMoney({ amount: row.total, currency: row.currency })}</TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
      </section>
    </Card>
  );
}
