import { Badge, type BadgeTone } from '@trellis/ui/controls';
import { formatDate, formatMoney } from '@trellis/ui/format';
import {
  RECEIVABLE_STATUS_LABELS,
  RECEIVABLE_TABLE_COLUMNS,
  type Receivable,
  type ReceivableSortField,
  type ReceivableStatus,
} from '@trellis/contracts';
import {
  type DataColumn,
  type ListTableProps,
  DataTable,
  StyledCellNote,
  StyledCellTitle,
} from '@trellis/page-kit';
import { ReceivableRowActions } from './receivable-row-actions';

const STATUS_TONES: Record<ReceivableStatus, BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  overdue: 'danger',
};

const [INVOICE, CUSTOMER, AMOUNT, INVOICE_DATE, DUE_DATE, STATUS, DAYS_OVERDUE, ACTIONS] =
  RECEIVABLE_TABLE_COLUMNS;

export type ReceivablesTableProps = ListTableProps<Receivable, ReceivableSortField>;

/** One row per invoice: its amount in its currency, the derived status and days overdue. */
export function ReceivablesTable(list: ReceivablesTableProps) {
  const columns: DataColumn<Receivable, ReceivableSortField>[] = [
    {
      header: INVOICE,
      cell: (receivable) => (
        <>
          <StyledCellTitle>{receivable.invoice_number}</StyledCellTitle>
          {receivable.description && <StyledCellNote>{receivable.description}</StyledCellNote>}
        </>
      ),
    },
    {
      header: CUSTOMER,
      cell: (receivable) => (
        <>
          {receivable.customer_name}
          {receivable.customer_email && (
            <StyledCellNote>{receivable.customer_email}</StyledCellNote>
          )}
        </>
      ),
    },
    {
      header: AMOUNT,
      sortField: 'amount',
      cell: (receivable) =>
        formatMoney({ amount: receivable.amount, currency: receivable.currency }),
    },
    {
      header: INVOICE_DATE,
      sortField: 'invoice_date',
      cell: (receivable) => formatDate(receivable.invoice_date),
    },
    {
      header: DUE_DATE,
      sortField: 'due_date',
      cell: (receivable) => formatDate(receivable.due_date),
    },
    {
      header: STATUS,
      cell: (receivable) => (
        <>
          <Badge tone={STATUS_TONES[receivable.status]}>
            {RECEIVABLE_STATUS_LABELS[receivable.status]}
          </Badge>
          {receivable.paid_date && (
            <StyledCellNote>Paid {formatDate(receivable.paid_date)}</StyledCellNote>
          )}
          {receivable.reminder_sent_at && receivable.status !== 'paid' && (
            <StyledCellNote>Reminded {formatDate(receivable.reminder_sent_at)}</StyledCellNote>
          )}
        </>
      ),
    },
    {
      header: DAYS_OVERDUE,
      cell: (receivable) => (receivable.days_overdue > 0 ? receivable.days_overdue : '—'),
    },
    { header: ACTIONS, cell: (receivable) => <ReceivableRowActions receivable={receivable} /> },
  ];
  return (
    <DataTable
      label="Receivables"
      columns={columns}
      rowLabel={(receivable) => receivable.invoice_number}
      {...list}
    />
  );
}
