import styled from 'styled-components';
import { Pencil } from 'lucide-react';
import {
  Badge,
  formatDate,
  formatMoney,
  IconButton,
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
  formatHours,
  PAYOUT_MESSAGES,
  PAYOUT_STATUS_LABELS,
  PAYOUT_TABLE_COLUMNS,
  type Payout,
  type PayoutStatus,
} from '@trellis/contracts';
import { HistoryAction, StyledRowActions } from '@trellis/page-kit';
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
  const header = { sort, onSortChange };
  return (
    <TableContainer>
      <Table aria-label="Payouts">
        <TableHead>
          <TableRow>
            <SortableHeader field="engineer_name" label={ENGINEER} {...header} />
            <SortableHeader field="month" label={MONTH} {...header} />
            <TableHeaderCell>{HOURS}</TableHeaderCell>
            <TableHeaderCell>{BASE}</TableHeaderCell>
            <TableHeaderCell>{OVERTIME}</TableHeaderCell>
            <TableHeaderCell>{BONUS}</TableHeaderCell>
            <TableHeaderCell>{DEDUCTIONS}</TableHeaderCell>
            <SortableHeader field="total" label={TOTAL} {...header} />
            <SortableHeader field="status" label={STATUS} {...header} />
            <TableHeaderCell>{ACTIONS}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((payout) => (
            <TableRow key={payout.id}>
              <TableCell>
                <StyledName>{payout.engineer_name}</StyledName>
                {payout.engineer_code && <StyledMuted>{payout.engineer_code}</StyledMuted>}
              </TableCell>
              <TableCell>{formatMonth(payout.month)}</TableCell>
              <TableCell>
                {formatHours(payout.working_hours)}
                <StyledMuted>{formatHours(payout.overtime_hours)} overtime</StyledMuted>
              </TableCell>
              <TableCell>{formatMoney(moneyOf(payout, 'base'))}</TableCell>
              <TableCell>{formatMoney(moneyOf(payout, 'overtime'))}</TableCell>
              <TableCell>{formatMoney(moneyOf(payout, 'bonus'))}</TableCell>
              <TableCell>{formatMoney(moneyOf(payout, 'deductions'))}</TableCell>
              <TableCell>
                <StyledName>{formatMoney(moneyOf(payout, 'total'))}</StyledName>
              </TableCell>
              <TableCell>
                <Badge tone={STATUS_TONES[payout.status]}>
                  {PAYOUT_STATUS_LABELS[payout.status]}
                </Badge>
                {payout.paid_date && <StyledMuted>{formatDate(payout.paid_date)}</StyledMuted>}
              </TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
