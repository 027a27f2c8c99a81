import { LEAD_TIME_ZONES } from '../lead-time-zones';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_LABELS,
  PRICING_SECTION,
  RATE_FIELD_LABELS,
  TASK_FIELD_LABELS,
} from '../common/task-fields';
import type { TicketStats } from './stats';

// Enums, status groups and the screens' texts. Zod-free.
// ---------------------------------------------------------------------------------------------
// Enums

/** The ticket statuses, selectable in the list and the work-hours form. */
export const TICKET_STATUSES = [
  'Offered',
  'Accepted',
  'In Progress',
  'On Hold',
  'Closed',
  'Expired',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A new ticket is offered to its engineer, who accepts it from the mobile app. */
export const DEFAULT_TICKET_STATUS = 'Offered' satisfies TicketStatus;

/** What the engineer may set from the mobile app (PUT /api/engineers/me/tickets/:id). */
export const ENGINEER_TICKET_STATUSES = [
  'Accepted',
  'In Progress',
  'On Hold',
  'Closed',
] as const satisfies readonly TicketStatus[];
export type EngineerTicketStatus = (typeof ENGINEER_TICKET_STATUSES)[number];

/** A work-log entry's status: the ticket statuses. */
export const WORK_LOG_STATUSES = TICKET_STATUSES;
export type WorkLogStatus = TicketStatus;

/** Priorities, lowest first; default Medium. */
export const TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const DEFAULT_TICKET_PRIORITY = 'Medium' satisfies TicketPriority;

// ---------------------------------------------------------------------------------------------
// Status groups (the tiles and the calendar colours)

export const TICKET_STATUS_GROUPS = {
  open: { label: 'Open', statuses: ['Offered', 'Accepted', 'On Hold'], color: 'dark-blue' },
  in_progress: { label: 'In Progress', statuses: ['In Progress'], color: 'purple' },
  resolved: { label: 'Resolved', statuses: ['Closed'], color: 'green' },
  expired: { label: 'Expired', statuses: ['Expired'], color: 'gray' },
} as const satisfies Record<
  string,
  { label: string; statuses: readonly TicketStatus[]; color: string }
>;
export type TicketStatusGroup = keyof typeof TICKET_STATUS_GROUPS;
/** Semantic calendar colours; the remote maps each to a CSS variable of both themes. */
export type TicketCalendarColor = (typeof TICKET_STATUS_GROUPS)[TicketStatusGroup]['color'];

/** The group a status counts in; an unknown value counts as Open. */
export function ticketStatusGroup(status: unknown): TicketStatusGroup {
  for (const [group, { statuses }] of Object.entries(TICKET_STATUS_GROUPS))
    if ((statuses as readonly unknown[]).includes(status)) return group as TicketStatusGroup;
  return 'open';
}

/**
 * The calendar colour of a status, by its group: Open dark blue, In Progress purple, Resolved
 * (Closed) green, Expired gray. Closed is what the Resolved group holds, so it is green and gray
 * is left to Expired.
 */
export function ticketCalendarColor(status: unknown): TicketCalendarColor {
  return TICKET_STATUS_GROUPS[ticketStatusGroup(status)].color;
}

// ---------------------------------------------------------------------------------------------
// Time zones

/** The five time zones the ticket form offers, in order; default UTC+00:00. */
export const TICKET_TIME_ZONE_VALUES = [
  'UTC+00:00',
  'UTC+05:30',
  'UTC+04:00',
  'UTC-05:00',
  'UTC+01:00',
] as const;
export type TicketTimeZoneOption = (typeof TICKET_TIME_ZONE_VALUES)[number];
export const DEFAULT_TICKET_TIME_ZONE = 'UTC+00:00' satisfies TicketTimeZoneOption;

/** The five, with the lead list's labels. */
export const TICKET_TIME_ZONES = TICKET_TIME_ZONE_VALUES.map((value) =>
  LEAD_TIME_ZONES.find((zone) => zone.value === value)!,
);

/**
 * The options of the time zone select: the five, plus `current` (a ticket created from a lead
 * keeps the lead's zone, which may be any of the lead list's 26) when it is not among them.
 */
export function ticketTimeZoneOptions(current?: string | null) {
  const extra = LEAD_TIME_ZONES.find((zone) => zone.value === current);
  return extra && !TICKET_TIME_ZONES.includes(extra)
    ? [...TICKET_TIME_ZONES, extra]
    : TICKET_TIME_ZONES;
}

// ---------------------------------------------------------------------------------------------
// Texts and defaults

/** Tickets are listed 10 to a page. */
export const TICKETS_PAGE_SIZE = 10;
/** The calendar's quick navigation shows at most 8 dates. */
export const CALENDAR_QUICK_DATES_MAX = 8;

/** The form's defaults. Rates are the form's strings. */
export const TICKET_FORM_DEFAULTS = {
  currency: 'USD',
  hourly_rate: '50.00',
  half_day_rate: '180.00',
  full_day_rate: '350.00',
  timezone: DEFAULT_TICKET_TIME_ZONE,
  priority: DEFAULT_TICKET_PRIORITY,
} as const;

/**
 * Texts of the ticket screens and calls: the product's fixed wording first, then our own for
 * situations it has no text for.
 */
export const TICKET_MESSAGES = {
  createTicket: 'Create Ticket',
  searchPlaceholder: 'Search tickets...',
  engineerRequired: 'Engineer assignment is required for ticket creation',
  noEngineersAvailable: 'No engineers available. Please add engineers first.',
  createFailed: 'Failed to create ticket',
  deleteConfirm: 'Delete this ticket?',
  noEvents: 'No events on this date',
  /** Ours: a day busier than the calendar lists. */
  dayListCut: (shown: number, total: number) =>
    `Showing the first ${shown} of ${total} tickets on this day; search or filter to narrow them.`,
  noTicketsSelected: 'No tickets selected',
  noEntries: 'No entries found',
  noDocuments: 'No documents',
  // Our own wording.
  updateTicket: 'Update Ticket',
  saving: 'Saving...',
  cancel: 'Cancel',
  listView: 'List',
  calendarView: 'Calendar',
  today: 'Today',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  allStatuses: 'All Statuses',
  allPriorities: 'All Priorities',
  unassigned: 'Unassigned',
  noTickets: 'No tickets found',
  loadFailed: 'Failed to load tickets',
  updateFailed: 'Failed to update ticket',
  deleteFailed: 'Failed to delete ticket',
  detailsTitle: 'Ticket Details',
  workHistory: 'Work History',
  addWorkLog: 'Add Entry',
  workLogFailed: 'Failed to save the work entry',
  endBeforeStart: 'End date cannot be before the start date',
  endTimeBeforeStart: 'End time cannot be before the start time',
  leadRequired: 'Lead is required',
  leadNotConfirmed: 'Only a confirmed lead can become a ticket',
  leadHasTicket: (ticketCode: string) => `This lead already has ticket ${ticketCode}`,
  workLogOverlap: (start: string, end: string) =>
    `This entry overlaps another entry of the same engineer (${start}–${end})`,
  mixedUpdate: 'Send either the full ticket, or only one of engineer_id, status or priority',
  noLeadsAvailable: 'No confirmed leads without a ticket',
  // The API's refusals that name no contract rule of their own.
  engineerInactive: (name: string) => `${name} cannot be assigned: the account is inactive.`,
  engineerNotFound: 'The selected engineer does not exist',
  leadNotFound: 'The selected lead does not exist',
  leadCustomerMismatch: 'The customer must be the customer of the selected lead',
  workLogNeedsEngineer: 'Choose the engineer of this entry: the ticket has no engineer assigned',
  // A warning, never a refusal: a ticket may start on a holiday (issue 12).
  startDateHoliday: (holiday: { title: string; type: string; country: string }) =>
    `Task Start Date is ${holiday.title}, a ${holiday.type} in ${holiday.country}.`,
} as const;

/** 'Page X of Y • Total N'. */
export function ticketPageSummary(page: number, pageCount: number, total: number): string {
  return `Page ${page} of ${pageCount} • Total ${total}`;
}

/** The /tickets tiles in order: the stat each one shows and its label. */
export const TICKET_STAT_TILES = [
  { key: 'total', label: 'Total' },
  { key: 'open', label: 'Open' },
  { key: 'in_progress', label: 'In Progress' },
  { key: 'resolved', label: 'Resolved' },
] as const satisfies readonly { key: keyof TicketStats; label: string }[];

/** The /tickets table's column headers, in order. */
export const TICKET_TABLE_COLUMNS = [
  'Ticket',
  'Location',
  'Date & Time',
  'Customer',
  'Engineer Assigned',
  'Status',
  'Actions',
] as const;

/** The row menu, in order. */
export const TICKET_ROW_ACTIONS = ['View', 'Edit', 'Delete'] as const;

/** The form's labels, used in its validation messages ("Task Name is required"). */
export const TICKET_FIELD_LABELS = {
  customer_id: 'Customer',
  lead_id: 'Lead',
  task_name: 'Task Name',
  ...TASK_FIELD_LABELS,
  priority: 'Priority',
  engineer_id: 'Engineer',
  ...ADDRESS_FIELD_LABELS,
  poc_details: 'POC Details',
  re_details: 'RE Details',
  call_invites: 'Call Invites',
  documents: 'Documents',
  sign_off_sheet: 'Sign-off Sheet',
  ...RATE_FIELD_LABELS,
  travel_cost_day: 'Travel Cost per Day',
  tool_cost: 'Tool Cost',
  tools: 'Tools',
  status: 'Status',
  work_date: 'Date',
  start_time: 'Start Time',
  end_time: 'End Time',
  break_minutes: 'Break (minutes)',
} as const;

export type TicketFieldName = keyof typeof TICKET_FIELD_LABELS;

/**
 * The form's seven sections, titled and ordered as the form shows them, with the fields each
 * holds. `documents` and `sign_off_sheet` are the file inputs.
 */
export const TICKET_FORM_SECTIONS = [
  { title: 'Customer & Lead', fields: ['customer_id', 'lead_id'] },
  {
    title: 'Task Details',
    fields: [
      'task_name',
      'task_start_date',
      'task_end_date',
      'task_time_hours',
      'scope_of_work',
      'priority',
    ],
  },
  { title: 'Engineer Assignment', fields: ['engineer_id'] },
  { title: 'Address', fields: ADDRESS_FIELDS },
  {
    title: 'POC & Documents',
    fields: ['poc_details', 're_details', 'call_invites', 'documents', 'sign_off_sheet'],
  },
  PRICING_SECTION,
  { title: 'Cost', fields: ['travel_cost_day', 'tool_cost', 'tools'] },
] as const satisfies readonly { title: string; fields: readonly TicketFieldName[] }[];

/** The multipart file fields of POST /api/tickets (any type, several each). */
export const TICKET_FILE_FIELDS = ['documents', 'sign_off_sheet'] as const;
export type TicketFileField = (typeof TICKET_FILE_FIELDS)[number];
