import { displayCode, type AuditChange, type LeadDetail } from '@trellis/contracts';
import { LEAD_WRITE_COLUMNS } from '../repositories/lead-rows';
import { fieldChanges, type AuditField } from './audit-changes';

/** One event of a lead's history, before the write's actor and the lead's label are added. */
export interface LeadAuditEntry {
  action: string;
  changes: AuditChange[];
}

const CUSTOMER: AuditField<LeadDetail> = { field: 'customer', read: (l) => l.customer_name };

/** What the status timeline follows: a move of either is a status change. */
const STATUS_FIELDS: readonly AuditField<LeadDetail>[] = ['status', 'reschedule_date'];

/** The form's fields besides the status (ids, codes, history and timestamps are derived). */
const FIELDS: readonly AuditField<LeadDetail>[] = LEAD_WRITE_COLUMNS.filter(
  (column) => !STATUS_FIELDS.includes(column),
).map((column) => (column === 'customer_id' ? CUSTOMER : column));

/** What a deleted lead is still known by. */
const KEY_FIELDS: readonly AuditField<LeadDetail>[] = [
  'task_name',
  CUSTOMER,
  'lead_type',
  'end_client_name',
  'client_ticket_number',
  'status',
  'task_start_date',
];

/** `#AIM-L-007 Rack install`: how the lead is shown, kept with each event. */
export const leadLabel = (lead: { id: number; task_name: string }) =>
  `${displayCode('lead', lead.id)} ${lead.task_name}`;

/** A new lead with every field it was given; a copy names the lead it was copied from. */
export function leadCreated(lead: LeadDetail, clonedFrom?: number): LeadAuditEntry {
  const changes = fieldChanges(null, lead, [...FIELDS, ...STATUS_FIELDS]);
  if (clonedFrom !== undefined)
    changes.unshift({ field: 'cloned_from', from: null, to: displayCode('lead', clonedFrom) });
  return { action: 'lead.created', changes };
}

/**
 * An edit as readable events: the status (or follow-up date) moving, with the modal's reason,
 * apart from the other fields; nothing for an edit that changed nothing.
 */
export function leadUpdated(
  before: LeadDetail,
  after: LeadDetail,
  reason: string | null,
): LeadAuditEntry[] {
  const entries: LeadAuditEntry[] = [];
  const status = fieldChanges(before, after, STATUS_FIELDS);
  if (status.length > 0) {
    if (reason) status.push({ field: 'reason', from: null, to: reason });
    entries.push({ action: 'lead.status_changed', changes: status });
  }
  const fields = fieldChanges(before, after, FIELDS);
  if (fields.length > 0) entries.push({ action: 'lead.updated', changes: fields });
  return entries;
}

export const leadDeleted = (lead: LeadDetail): LeadAuditEntry => ({
  action: 'lead.deleted',
  changes: fieldChanges(lead, null, KEY_FIELDS),
});
