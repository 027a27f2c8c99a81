import { Pencil } from 'lucide-react';
import { Badge, IconButton, type BadgeTone } from '@trellis/ui/controls';
import { formatDate, formatMoney } from '@trellis/ui/format';
import {
  formatHours,
  PAYOUT_MESSAGES,
  PAYOUT_STATUS_LABELS,
  PAYOUT_TABLE_COLUMNS,
  type Payout,
  type PayoutSortField,
  type PayoutStatus,
} from '@trellis/contracts';
import {
  type DataColumn,
  type ListTableProps,
  DataTable,
  HistoryAction,
  StyledCellNote,
  StyledCellTitle,
  StyledRowActions,
} from '@trellis/page-kit';
import { formatMonth, moneyOf } from './payout-format';
import { PayoutStatusAction } from './payout-status-action';

const STATUS_TONES: Record<PayoutStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  paid: 'success',
};

const [ENGINEER, MONTH, HOURS, BASE, OVERTIME, BONUS, DEDUCTIONS, TOTAL, STATUS, ACTIONS] =
  PAYOUT_TABLE_COLUMNS;

export interface PayoutsTableProps extends ListTableProps<Payout, PayoutSortField> {
  onEdit: (payout: Payout) => void;
}

/** One row per engineer and month: hours, the money in the payout's currency, the status. */
export function PayoutsTable({ onEdit, ...list }: PayoutsTableProps) {
  const money = (part: Parameters<typeof moneyOf>[1]) => (payout: Payout) =>
    formatMoney(moneyOf(payout, part));
  const columns: DataColumn<Payout, PayoutSortField>[] = [
    {
      header: ENGINEER,
      sortField: 'engineer_name',
      cell: (payout) => (
        <>
          <StyledCellTitle>{payout.engineer_name}</StyledCellTitle>
          {payout.engineer_code && <StyledCellNote>{payout.engineer_code}</StyledCellNote>}
        </>
      ),
    },
    { header: MONTH, sortField: 'month', cell: (payout) => formatMonth(payout.month) },
    {
      header: HOURS,
      cell: (payout) => (
        <>
          {formatHours(payout.working_hours)}
          <StyledCellNote>{formatHours(payout.overtime_hours)} overtime</StyledCellNote>
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
      cell: (payout) => <StyledCellTitle>{formatMoney(moneyOf(payout, 'total'))}</StyledCellTitle>,
    },
    {
      header: STATUS,
      sortField: 'status',
      cell: (payout) => (
        <>
          <Badge tone={STATUS_TONES[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>
          {payout.paid_date && <StyledCellNote>{formatDate(payout.paid_date)}</StyledCellNote>}
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
      columns={columns}
      rowLabel={(payout) => `${payout.engineer_name}, ${formatMonth(payout.month)}`}
      {...list}
    />
  );
}
