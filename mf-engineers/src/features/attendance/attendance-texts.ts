import type { LeaveType } from '@trellis/contracts';

// The Attendance screen's words; the contracts hold the query, the answer and the page size.

export const ATTENDANCE_TEXTS = {
  title: 'Attendance',
  description: 'Hours logged, leave and public holidays of every engineer, day by day.',
  caption: (month: string) => `Attendance, ${month}`,
  engineerColumn: 'Engineer',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  thisMonth: 'This month',
  searchLabel: 'Search engineers',
  searchPlaceholder: 'Search by name or code...',
  exportCsv: 'Export CSV',
  loading: 'Loading attendance...',
  loadFailed: 'Failed to load attendance',
  noEngineers: 'No engineers found',
  pagesLabel: 'Attendance pages',
  pageSummary: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} • Total ${total}`,
  daysWorked: 'Days worked',
  hours: 'Hours',
  overtime: 'Overtime',
  leaveDays: 'Leave days',
  hoursRead: ' hours',
  overtimeRead: (hours: string) => `, ${hours} overtime`,
  holidayShort: 'Hol',
  holidayRead: (title: string) => `Public holiday: ${title}`,
} as const;

/** A leave in a day cell: two letters shown, the type read and shown on hover. */
export const LEAVE_SHORT_LABELS: Record<LeaveType, string> = {
  'Annual Leave': 'AL',
  'Sick Leave': 'SL',
  'Personal Leave': 'PL',
  'Unpaid Leave': 'UL',
};
