import { displayCode, type AuditChange, type Ticket } from '@trellis/contracts';
import type { Knex } from 'knex';
import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository } from '../repositories/audit-repository';
import { ADDRESS_COLUMNS, RATE_COLUMNS } from '../repositories/site-columns';
import { fieldChanges, type AuditField } from './audit-changes';

/** One event of a ticket's history, before the write's actor and the ticket's label are added. */
export interface TicketAuditEntry {
  action: string;
  changes: AuditChange[];
}

const fileNames = (files: Ticket['documents']) => files.map((f) => f.name);

const CUSTOMER: AuditField<Ticket> = { field: 'customer', read: (t) => t.customer_name };
const LEAD: AuditField<Ticket> = { field: 'lead', read: (t) => t.lead_code };
const ENGINEER: AuditField<Ticket> = { field: 'engineer', read: (t) => t.engineer_name };
const DOCUMENTS: AuditField<Ticket> = { field: 'documents', read: (t) => fileNames(t.documents) };
const SIGN_OFF: AuditField<Ticket> = {
  field: 'sign_off_sheet',
  read: (t) => fileNames(t.sign_off_sheet),
};

/**
 * The form's fields besides the status and the engineer, which have readable actions of their
 * own; files by their names.
 */
const FIELDS: readonly AuditField<Ticket>[] = [
  'task_name',
  CUSTOMER,
  LEAD,
  'priority',
  'task_start_date',
  'task_end_date',
  'task_time_hours',
  'timezone',
  'scope_of_work',
  ...ADDRESS_COLUMNS,
  'poc_details',
  're_details',
  'call_invites',
  'currency',
  ...RATE_COLUMNS,
  'tool_cost',
  'tools',
  DOCUMENTS,
  SIGN_OFF,
];

/** What a deleted ticket is still known by. */
const KEY_FIELDS: readonly AuditField<Ticket>[] = [
  'task_name',
  CUSTOMER,
  LEAD,
  'status',
  'priority',
  ENGINEER,
  'task_start_date',
  'task_end_date',
  'total_hours',
  DOCUMENTS,
  SIGN_OFF,
];

/** `#AIM-T-004 Replace core switch`: how the ticket is shown, kept with each event. */
export const ticketLabel = (ticket: { id: number; task_name: string }) =>
  `${displayCode('ticket', ticket.id)} ${ticket.task_name}`;

/** Writes the entries on the ticket's history, in the transaction of the change. */
export async function recordTicketAudit(
  auditRepository: AuditRepository,
  source: AuditSource,
  ticket: { id: number; task_name: string },
  entries: readonly TicketAuditEntry[],
  trx: Knex,
): Promise<void> {
  for (const { action, changes } of entries)
    await auditRepository.record(
      {
        ...source,
        action,
        entity: 'ticket',
        entityId: ticket.id,
        entityLabel: ticketLabel(ticket),
        changes,
      },
      trx,
    );
}

export const ticketCreated = (ticket: Ticket): TicketAuditEntry => ({
  action: 'ticket.created',
  changes: fieldChanges(null, ticket, ['status', ENGINEER, ...FIELDS]),
});

/**
 * An edit as readable events: a status change, an (un)assignment named by the engineers' names,
 * and the other fields; nothing for an edit that changed nothing.
 */
export function ticketUpdated(before: Ticket, after: Ticket): TicketAuditEntry[] {
  const entries: TicketAuditEntry[] = [];
  const status = fieldChanges(before, after, ['status']);
  if (status.length > 0) entries.push({ action: 'ticket.status_changed', changes: status });
  // By id: two engineers may share a name, and the change is still a reassignment.
  if (before.engineer_id !== after.engineer_id)
    entries.push({
      action: after.engineer_id === null ? 'ticket.unassigned' : 'ticket.assigned',
      changes: [{ field: 'engineer', from: before.engineer_name, to: after.engineer_name }],
    });
  const fields = fieldChanges(before, after, FIELDS);
  if (fields.length > 0) entries.push({ action: 'ticket.updated', changes: fields });
  return entries;
}

export const ticketDeleted = (ticket: Ticket): TicketAuditEntry => ({
  action: 'ticket.deleted',
  changes: fieldChanges(ticket, null, KEY_FIELDS),
});
