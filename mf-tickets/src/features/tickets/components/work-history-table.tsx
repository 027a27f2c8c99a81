import { formatDate } from '@trellis/ui/format';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@trellis/ui/lists';
import { formatHours, TICKET_MESSAGES, type WorkLog } from '@trellis/contracts';
import { TicketStatusBadge } from './ticket-status-badge';

const COLUMNS = [
  'Date',
  'Start',
  'End',
  'Status',
  'Engineer',
  'Total Time',
  'Break Time',
  'Actual Time',
];

/** "09:00" from "09:00" or PostgreSQL's "09:00:00". */
const clock = (time: string) => time.slice(0, 5);

export interface WorkHistoryTableProps {
  entries: readonly WorkLog[];
}

/** The stored work entries: times, who, and the hours the server computed. */
export function WorkHistoryTable({ entries }: WorkHistoryTableProps) {
  if (entries.length === 0) return <p>{TICKET_MESSAGES.noEntries}</p>;
  return (
    <TableContainer>
      <Table aria-label={TICKET_MESSAGES.workHistory}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHeaderCell key={column}>{column}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{formatDate(entry.work_date)}</TableCell>
              <TableCell>{clock(entry.start_time)}</TableCell>
              <TableCell>{clock(entry.end_time)}</TableCell>
              <TableCell>
                <TicketStatusBadge status={entry.status} />
              </TableCell>
              <TableCell>{entry.engineer_name ?? '—'}</TableCell>
              <TableCell>{formatHours(entry.duration_hours)}</TableCell>
              <TableCell>{formatHours(entry.break_minutes / 60)}</TableCell>
              <TableCell>{formatHours(entry.actual_hours)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
