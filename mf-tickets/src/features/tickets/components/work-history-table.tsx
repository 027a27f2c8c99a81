import { formatDate } from '@trellis/ui/format';
import { formatHours, TICKET_MESSAGES, type WorkLog } from '@trellis/contracts';
import { DataTable, type DataColumn } from '@trellis/page-kit';
import { TicketStatusBadge } from './ticket-status-badge';

/** "09:00" from "09:00" or PostgreSQL's "09:00:00". */
const clock = (time: string) => time.slice(0, 5);

const COLUMNS: DataColumn<WorkLog, never>[] = [
  { header: 'Date', cell: (entry) => formatDate(entry.work_date) },
  { header: 'Start', cell: (entry) => clock(entry.start_time) },
  { header: 'End', cell: (entry) => clock(entry.end_time) },
  { header: 'Status', cell: (entry) => <TicketStatusBadge status={entry.status} /> },
  { header: 'Engineer', cell: (entry) => entry.engineer_name ?? '—' },
  { header: 'Total Time', cell: (entry) => formatHours(entry.duration_hours) },
  { header: 'Break Time', cell: (entry) => formatHours(entry.break_minutes / 60) },
  { header: 'Actual Time', cell: (entry) => formatHours(entry.actual_hours) },
];

export interface WorkHistoryTableProps {
  entries: readonly WorkLog[];
}

/** The stored work entries: times, who, and the hours the server computed. */
export function WorkHistoryTable({ entries }: WorkHistoryTableProps) {
  if (entries.length === 0) return <p>{TICKET_MESSAGES.noEntries}</p>;
  return <DataTable label={TICKET_MESSAGES.workHistory} items={entries} columns={COLUMNS} />;
}
