import styled from 'styled-components';
import { Pencil } from 'lucide-react';
import { Badge, formatDate, formatMoney, IconButton, type BadgeTone } from '@trellis/ui';
import {
  formatHours,
  PAYOUT_MESSAGES,
  PAYOUT_STATUS_LABELS,
  PAYOUT_TABLE_COLUMNS,
  type Payout,
  type PayoutSortField,
  type PayoutStatus,
} from '@trellis/contracts';
import { DataTable, HistoryAction, StyledRowActions, type DataColumn } from '@trellis/page-kit';
import type { PayoutSortState } from '../api/payouts-resource';
import { formatMonth, moneyOf } from './payout-format';
import { PayoutStatusAction } from './payout-status-action';

const StyledName = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATUS_TONES: Record<PayoutStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  paid: 'success',
};

const [ENGINEER, MONTH, HOURS, BASE, OVERTIME, BONUS, DEDUCTIONS, TOTAL, STATUS, ACTIONS] =
  PAYOUT_TABLE_COLUMNS;

export interface PayoutsTableProps {
  items: Payout[];
  sort: PayoutSortState;
  onSortChange: (next: PayoutSortState) => void;
  onEdit: (payout: Payout) => void;
}

/** One row per engineer and month: hours, the money in the payout's currency, the status. */
export function PayoutsTable({ items, sort, onSortChange, onEdit }: PayoutsTableProps) {
  const money = (part: Parameters<typeof moneyOf>[1]) => (payout: Payout) =>
    formatMoney(moneyOf(payout, part));
  const columns: DataColumn<Payout, PayoutSortField>[] = [
    {
      header: ENGINEER,
      sortField: 'engineer_name',
      cell: (payout) => (
        <>
          <StyledName>{payout.engineer_name}</StyledName>
          {payout.engineer_code && <StyledMuted>{payout.engineer_code}</StyledMuted>}
        </>
      ),
    },
    { header: MONTH, sortField: 'month', cell: (payout) => formatMonth(payout.month) },
    {
      header: HOURS,
      cell: (payout) => (
        <>
          {formatHours(payout.working_hours)}
          <StyledMuted>{formatHours(payout.overtime_hours)} overtime</StyledMuted>
        </>
      ),
    },
    { header: BASE, cell: money('base') },
    { header: OVERTIME, cell: money('overtime') },
    { header: BONUS, cell: money('bonus') },
    { header: DEDUCTIONS, cell: money('deductions') },
    {
      header: TOTAL,
      sortField: 'total',
      cell: (payout) => <StyledName>{formatMoney(moneyOf(payout, 'total'))}</StyledName>,
    },
    {
      header: STATUS,
      sortField: 'status',
      cell: (payout) => (
        <>
          <Badge tone={STATUS_TONES[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>
          {payout.paid_date && <StyledMuted>{formatDate(payout.paid_date)}</StyledMuted>}
        </>
      ),
    },
    {
      header: ACTIONS,
      cell: (payout) => (
        <StyledRowActions>
          {payout.status !== 'paid' && (
            <IconButton
              label={`${PAYOUT_MESSAGES.edit}: ${payout.engineer_name}, ${payout.month}`}
              icon={<Pencil aria-hidden size={16} />}
              onClick={() => onEdit(payout)}
            />
          )}
          <PayoutStatusAction payout={payout} />
          <HistoryAction
            entity="payout"
            entityId={payout.id}
            recordLabel={`${payout.engineer_name}, ${payout.month}`}
          />
        </StyledRowActions>
      ),
    },
  ];
  return (
    <DataTable
      label="Payouts"
      rows={items}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
