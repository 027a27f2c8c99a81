import type { Currency } from '../common/currency';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_LABELS,
  PRICING_SECTION,
  RATE_FIELD_LABELS,
  TASK_FIELD_LABELS,
} from '../common/task-fields';
import { DEFAULT_LEAD_TIME_ZONE, type LeadTimeZoneValue } from '../lead-time-zones';

import type { LeadStats } from './stats';

// Enums and the lead screens' texts.
// ---------------------------------------------------------------------------------------------
// Enums

export const LEAD_TYPES = ['Full time', 'Short term', 'Dispatch term'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** Lead statuses; any status may be chosen from any other. */
export const LEAD_STATUSES = ['BID', 'Confirm', 'Reschedule', 'Cancelled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** How a status is shown: Confirm is shown as Confirmed. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  BID: 'BID',
  Confirm: 'Confirmed',
  Reschedule: 'Reschedule',
  Cancelled: 'Cancelled',
};

/** The statuses that allow a follow-up date (`reschedule_date`); BID and Confirm clear it. */
export const FOLLOW_UP_STATUSES = [
  'Reschedule',
  'Cancelled',
] as const satisfies readonly LeadStatus[];
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/** Whether a lead with this status may carry a follow-up date. */
export function allowsFollowUp(status: unknown): status is FollowUpStatus {
  return (FOLLOW_UP_STATUSES as readonly unknown[]).includes(status);
}

/** Texts and defaults ----------------------------------------------------------------------- */

/** Leads are listed 7 to a page. */
export const LEADS_PAGE_SIZE = 7;

/**
 * Texts of the lead screens and calls: the product's fixed wording first, then our own for
 * situations it has no text for.
 */
export const LEAD_MESSAGES = {
  addLead: 'Add Lead',
  searchPlaceholder: 'Search by lead code, task name or customer name...',
  createLead: 'Create Lead',
  updateLead: 'Update Lead',
  saving: 'Saving...',
  cancel: 'Cancel',
  changeStatus: 'Change Status',
  followUp: 'Follow-up',
  createTicket: 'Create Ticket',
  startDateInPast: 'Start date cannot be in the past',
  deleteConfirm: 'Are you sure you want to delete this lead?',
  saveFailed: 'Failed to save lead',
  noLeads: 'No leads found matching your criteria',
  noTimezones: 'No timezones found',
  // Our own wording.
  endBeforeStart: 'End date cannot be before the start date',
  followUpInPast: 'Follow-up date cannot be in the past',
  taskTimeWholeHours: 'Task Time must be in whole hours',
  taskTimeRange: 'Task Time must be an hour from 00:00 to 23:00',
  customerNotFound: 'The selected customer does not exist',
  statusUpdateFailed: 'Failed to update the lead status',
  cloneFailed: 'Failed to clone lead',
  deleteFailed: 'Failed to delete lead',
  loadFailed: 'Failed to load leads',
  noStatusChange: 'Choose a new status or follow-up date',
} as const;

/** The /leads tiles in order: the stat each one shows and its label. */
export const LEAD_STAT_TILES = [
  { key: 'total', label: 'Total' },
  { key: 'BID', label: 'BID' },
  { key: 'Confirm', label: 'Confirmed' },
  { key: 'Reschedule', label: 'Rescheduled' },
] as const satisfies readonly { key: keyof LeadStats; label: string }[];

/** The /leads table's column headers, in order. */
export const LEAD_TABLE_COLUMNS = [
  'Lead',
  'Customer',
  'Date & Time',
  'Status',
  'Ticket',
  'Actions',
] as const;

/** The row menu, in order. */
export const LEAD_ROW_ACTIONS = ['View', 'Edit', 'Clone', 'Delete'] as const;

/** The form's labels, used in its validation messages ("Task Name is required"). */
export const LEAD_FIELD_LABELS = {
  task_name: 'Task Name',
  customer_id: 'Customer',
  lead_type: 'Lead Type',
  end_client_name: 'End Client Name',
  client_ticket_number: 'Client Ticket Number',
  ...TASK_FIELD_LABELS,
  ...ADDRESS_FIELD_LABELS,
  ...RATE_FIELD_LABELS,
  tools: 'Tools',
  travel_cost_day: 'Travel Cost per Day',
  total_cost: 'Total Cost',
  status: 'Status',
  reschedule_date: 'Follow-up Date',
  reason: 'Reason',
} as const;

export type LeadFieldName = Exclude<keyof typeof LEAD_FIELD_LABELS, 'reason'>;

/**
 * The form's seven sections, as titled and in order, with the fields each holds. Every field of
 * the body is in exactly one section.
 */
export const LEAD_FORM_SECTIONS = [
  {
    title: 'Lead Information',
    fields: ['customer_id', 'task_name', 'lead_type', 'end_client_name'],
  },
  {
    title: 'Ticket Details',
    fields: [
      'client_ticket_number',
      'task_start_date',
      'task_end_date',
      'task_time_hours',
      'scope_of_work',
    ],
  },
  { title: 'Address & Location', fields: ADDRESS_FIELDS },
  PRICING_SECTION,
  { title: 'Tools & Project Details', fields: ['tools'] },
  { title: 'Additional Costs', fields: ['travel_cost_day', 'total_cost'] },
  { title: 'Lead Status', fields: ['status', 'reschedule_date'] },
] as const satisfies readonly { title: string; fields: readonly LeadFieldName[] }[];

/** The form's defaults; the start date defaults to the business today. */
export const LEAD_FORM_DEFAULTS = {
  currency: 'EUR',
  timezone: DEFAULT_LEAD_TIME_ZONE,
  lead_type: 'Full time',
  status: 'BID',
} as const satisfies {
  currency: Currency;
  timezone: LeadTimeZoneValue;
  lead_type: LeadType;
  status: LeadStatus;
};

/** Why a lead cannot be deleted (409 IN_USE): the tickets created from it still exist. */
export function leadDeleteRefusedMessage(leadCode: string, ticketCodes: readonly string[]): string {
  const tickets =
    ticketCodes.length === 1
      ? `ticket ${ticketCodes[0]} references`
      : `tickets ${ticketCodes.slice(0, -1).join(', ')} and ${ticketCodes.at(-1)} reference`;
  return `${leadCode} cannot be deleted: ${tickets} this lead. Delete the ticket first.`;
}
