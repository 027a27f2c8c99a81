import { daysUntil } from '../business-date';
import type { HolidayCountry } from './countries';

// The Holiday screen's enums, texts and derived status (issue 12). Zod-free.

export const HOLIDAY_TYPES = [
  'Public Holiday',
  'Bank Holiday',
  'National Holiday',
  'Festival',
] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/** Derived, never stored, so never stale: active from the business today on, expired before. */
export const HOLIDAY_STATUSES = ['active', 'expired'] as const;
export type HolidayStatus = (typeof HOLIDAY_STATUSES)[number];
export const HOLIDAY_STATUS_LABELS: Record<HolidayStatus, string> = {
  active: 'Active',
  expired: 'Expired',
};

/** The status filter: All, Active, Expired. */
export const HOLIDAY_STATUS_FILTERS = ['all', ...HOLIDAY_STATUSES] as const;
export type HolidayStatusFilter = (typeof HOLIDAY_STATUS_FILTERS)[number];
export const HOLIDAY_STATUS_FILTER_LABELS: Record<HolidayStatusFilter, string> = {
  all: 'All',
  ...HOLIDAY_STATUS_LABELS,
};

/** Holidays are listed 10 to a page. */
export const HOLIDAYS_PAGE_SIZE = 10;

/** A holiday's status on `today` (both YYYY-MM-DD): the same rule as the API's `current_date`. */
export function holidayStatusOn(date: string, today: string): HolidayStatus {
  return daysUntil(date, today) >= 0 ? 'active' : 'expired';
}

/** The years a sync imports: the business today's year and the next. */
export function holidaySyncYears(today: string): [number, number] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1];
}

/**
 * Texts of the Holiday screen: the product's fixed wording first, then our own for situations
 * it has no text for.
 */
export const HOLIDAY_MESSAGES = {
  title: 'Holiday',
  syncHoliday: 'Sync Holiday',
  addHoliday: 'Add Holiday',
  noHolidays: 'No holidays found matching your criteria.',
  deleteConfirm: 'Are you sure you want to delete this holiday?',
  previous: 'Previous',
  next: 'Next',
  // Our own wording.
  searchPlaceholder: 'Search by title or type...',
  countryLabel: 'Country',
  statusLabel: 'Status',
  editHoliday: 'Edit Holiday',
  createHoliday: 'Create Holiday',
  updateHoliday: 'Update Holiday',
  saving: 'Saving...',
  cancel: 'Cancel',
  delete: 'Delete',
  syncing: 'Syncing holidays...',
  syncFailed: 'Failed to sync holidays',
  loadFailed: 'Failed to load holidays',
  saveFailed: 'Failed to save holiday',
  deleteFailed: 'Failed to delete holiday',
  duplicate: 'This holiday already exists for that country and date',
  created: 'Holiday created successfully',
  updated: 'Holiday updated successfully',
  deleted: 'Holiday deleted successfully',
} as const;

/** What the toast says after a sync (ours): how many were added, and how many were there. */
export function holidaySyncMessage(result: {
  added: number;
  skipped: number;
  country: string;
}): string {
  const where = result.country === 'All Countries' ? 'all countries' : result.country;
  const added = `${result.added} ${result.added === 1 ? 'holiday' : 'holidays'} added for ${where}`;
  return result.skipped > 0 ? `${added} (${result.skipped} already there)` : added;
}

/** The stat cards in order: the stat each shows and its label. */
export const HOLIDAY_STAT_TILES = [
  { key: 'total', label: 'Total Holidays' },
  { key: 'active', label: 'Active Holidays' },
  { key: 'countries', label: 'Countries' },
] as const;

/** The table's column headers, in order. */
export const HOLIDAY_TABLE_COLUMNS = [
  'Title',
  'Holiday Type',
  'Country',
  'Date',
  'Status',
  'Actions',
] as const;

/** The row menu, in order. */
export const HOLIDAY_ROW_ACTIONS = ['Edit', 'Delete'] as const;

/** The form's labels, used in its validation messages ("Title is required"). */
export const HOLIDAY_FIELD_LABELS = {
  title: 'Title',
  type: 'Holiday Type',
  country: 'Country',
  date: 'Date',
} as const;

/** A new holiday's defaults (ours); the form takes the filter's country when one is chosen. */
export const HOLIDAY_FORM_DEFAULTS = {
  type: 'Public Holiday',
  country: 'United States',
} as const satisfies { type: HolidayType; country: HolidayCountry };
