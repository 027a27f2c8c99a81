// The engineer payout screen's enums, texts and rules (issue 11). Zod-free.

/** Stored statuses, in the only order a payout moves through them (issue 11). */
export const PAYOUT_STATUSES = ['pending', 'processing', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
};

/** The status filter: all, paid, pending, processing. */
export const PAYOUT_STATUS_FILTERS = ['all', 'paid', 'pending', 'processing'] as const;
export type PayoutStatusFilter = (typeof PAYOUT_STATUS_FILTERS)[number];
export const PAYOUT_STATUS_FILTER_LABELS: Record<PayoutStatusFilter, string> = {
  all: 'All Status',
  ...PAYOUT_STATUS_LABELS,
};

/** Whether a payout may move from `from` to `to`: only forward (pending → processing → paid). */
export function isPayoutStatusForward(from: PayoutStatus, to: PayoutStatus): boolean {
  return PAYOUT_STATUSES.indexOf(to) > PAYOUT_STATUSES.indexOf(from);
}

/** The row's status action: the next status, or null once paid. */
export function nextPayoutStatus(status: PayoutStatus): PayoutStatus | null {
  return PAYOUT_STATUSES[PAYOUT_STATUSES.indexOf(status) + 1] ?? null;
}

/**
 * The money rule of a payout (issue 11): hours above 8 in one day are overtime, paid at 1.5
 * times the hourly rate; the rest at the rate.
 */
export const PAYOUT_RULES = { regularHoursPerDay: 8, overtimeMultiplier: 1.5 } as const;

/** Payouts are listed 10 to a page. */
export const PAYOUTS_PAGE_SIZE = 10;

/**
 * Texts of the payout screen: the product's fixed wording first, then our own for situations it
 * has no text for.
 */
export const PAYOUT_MESSAGES = {
  title: 'Engineer Payout',
  exportReport: 'Export Report',
  noPayouts: 'No payout records found matching your criteria.',
  // Our own wording.
  description: 'Monthly pay from the hours engineers logged on tickets.',
  searchPlaceholder: 'Search by engineer name...',
  searchLabel: 'Search payouts',
  monthLabel: 'Month',
  allMonths: 'All months',
  generate: 'Generate payouts',
  generating: 'Generating payouts...',
  generateFailed: 'Failed to generate payouts',
  chooseMonth: 'Choose a month to generate its payouts',
  loadFailed: 'Failed to load payouts',
  edit: 'Edit bonus and deductions',
  editTitle: 'Edit Payout',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  updated: 'Payout updated successfully',
  updateFailed: 'Failed to update payout',
  statusChanged: (status: string) => `Payout marked ${status.toLowerCase()}`,
  markAs: (status: string) => `Mark ${status.toLowerCase()}`,
  paidRefused: 'A paid payout cannot be changed',
  statusOrder: 'A payout moves only forward: pending, then processing, then paid',
  deductionsTooLarge: 'Deductions cannot exceed base, overtime and bonus together',
  noPayRate: 'No pay rate set: set one in the engineer’s Edit form',
} as const;

/** What the toast says after 'Generate payouts' (ours). */
export function payoutGenerateMessage(result: {
  month: string;
  created: number;
  refreshed: number;
  skipped: readonly unknown[];
}): string {
  const parts = [`${result.created} created`, `${result.refreshed} refreshed`];
  if (result.skipped.length > 0) parts.push(`${result.skipped.length} skipped`);
  return `Payouts for ${result.month}: ${parts.join(', ')}`;
}

/** The stat cards in order, each amount per currency. */
export const PAYOUT_STAT_TILES = [
  { key: 'total', label: 'Total Payouts' },
  { key: 'paid', label: 'Paid Amount' },
  { key: 'pending', label: 'Pending Amount' },
] as const;

/** The table's column headers, in order (the fields of a payout record). */
export const PAYOUT_TABLE_COLUMNS = [
  'Engineer',
  'Month',
  'Hours',
  'Base Salary',
  'Overtime',
  'Bonus',
  'Deductions',
  'Total Payout',
  'Status',
  'Actions',
] as const;

/** The edit form's labels, used in its validation messages ("Bonus is required"). */
export const PAYOUT_FIELD_LABELS = {
  bonus: 'Bonus',
  deductions: 'Deductions',
  status: 'Status',
  month: 'Month',
} as const;

/** The CSV export's columns, in order: field of the row -> header. */
export const PAYOUT_CSV_COLUMNS = [
  { key: 'engineer_name', header: 'Engineer' },
  { key: 'engineer_code', header: 'Engineer Code' },
  { key: 'month', header: 'Month' },
  { key: 'currency', header: 'Currency' },
  { key: 'working_hours', header: 'Working Hours' },
  { key: 'overtime_hours', header: 'Overtime Hours' },
  { key: 'rate', header: 'Hourly Rate' },
  { key: 'base', header: 'Base Salary' },
  { key: 'overtime', header: 'Overtime' },
  { key: 'bonus', header: 'Bonus' },
  { key: 'deductions', header: 'Deductions' },
  { key: 'total', header: 'Total Payout' },
  { key: 'status', header: 'Status' },
  { key: 'paid_date', header: 'Paid Date' },
] as const;
