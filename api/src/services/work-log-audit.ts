import type { WorkLog } from '@trellis/contracts';
import { fieldChanges, type AuditField } from './audit-changes';
import type { TicketAuditEntry } from './ticket-audit';

// A work log has no history of its own: its entry and its removal are events of its ticket.

/** A work log, on its ticket's history: when, how long and by whom. */
const WORK_LOG_FIELDS: readonly AuditField<WorkLog>[] = [
  { field: 'date', read: (l) => l.work_date },
  { field: 'start', read: (l) => l.start_time },
  { field: 'end', read: (l) => l.end_time },
  'break_minutes',
  { field: 'hours', read: (l) => l.actual_hours },
  { field: 'engineer', read: (l) => l.engineer_name },
  'status',
];

export const workLogAdded = (log: WorkLog): TicketAuditEntry => ({
  action: 'ticket.work_log_added',
  changes: fieldChanges(null, log, WORK_LOG_FIELDS),
});

export const workLogDeleted = (log: WorkLog): TicketAuditEntry => ({
  action: 'ticket.work_log_deleted',
  changes: fieldChanges(log, null, WORK_LOG_FIELDS),
});
