import styled from 'styled-components';
import {
  Badge,
  formatDate,
  formatMoney,
  SortableHeader,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
  type BadgeTone,
} from '@trellis/ui';
import {
  RECEIVABLE_STATUS_LABELS,
  RECEIVABLE_TABLE_COLUMNS,
  type Receivable,
  type ReceivableStatus,
} from '@trellis/contracts';
import type { ReceivableSortState } from '../api/receivables-resource';
import { ReceivableRowActions } from './receivable-row-actions';

const StyledName = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const STATUS_TONES: Record<ReceivableStatus, BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  overdue: 'danger',
};

const [INVOICE, CUSTOMER, AMOUNT, INVOICE_DATE, DUE_DATE, STATUS, DAYS_OVERDUE, ACTIONS] =
  RECEIVABLE_TABLE_COLUMNS;

export interface ReceivablesTableProps {
  items: Receivable[];
  sort: ReceivableSortState;
  onSortChange: (next: ReceivableSortState) => void;
}

/** One row per invoice: its amount in its currency, the derived status and days overdue. */
export function ReceivablesTable({ items, sort, onSortChange }: ReceivablesTableProps) {
  const header = { sort, onSortChange };
  return (
    <TableContainer>
      <Table aria-label="Receivables">
        <TableHead>
          <TableRow>
            <TableHeaderCell>{INVOICE}</TableHeaderCell>
            <TableHeaderCell>{CUSTOMER}</TableHeaderCell>
            <SortableHeader field="amount" label={AMOUNT} {...header} />
            <SortableHeader field="invoice_date" label={INVOICE_DATE} {...header} />
            <SortableHeader field="due_date" label={DUE_DATE} {...header} />
            <TableHeaderCell>{STATUS}</TableHeaderCell>
            <TableHeaderCell>{DAYS_OVERDUE}</TableHeaderCell>
            <TableHeaderCell>{ACTIONS}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((receivable) => (
            <TableRow key={receivable.id}>
              <TableCell>
                <StyledName>{receivable.invoice_number}</StyledName>
                {receivable.description && <StyledMuted>{receivable.description}</StyledMuted>}
              </TableCell>
              <TableCell>
                {receivable.customer_name}
                {receivable.customer_email && (
                  <StyledMuted>{receivable.customer_email}</StyledMuted>
                )}
              </TableCell>
              <TableCell>
                {formatMoney({ amount: receivable.amount, currency: receivable.currency })}
              </TableCell>
              <TableCell>{formatDate(receivable.invoice_date)}</TableCell>
              <TableCell>{formatDate(receivable.due_date)}</TableCell>
              <TableCell>
                <Badge tone={STATUS_TONES[receivable.status]}>
                  {RECEIVABLE_STATUS_LABELS[receivable.status]}
                </Badge>
                {receivable.paid_date && (
                  <StyledMuted>Paid {formatDate(receivable.paid_date)}</StyledMuted>
                )}
                {receivable.reminder_sent_at && receivable.status !== 'paid' && (
                  <StyledMuted>Reminded {formatDate(receivable.reminder_sent_at)}</StyledMuted>
                )}
              </TableCell>
              <TableCell>{receivable.days_overdue > 0 ? receivable.days_overdue : '—'}</TableCell>
              <TableCell>
                <ReceivableRowActions receivable={receivable} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
