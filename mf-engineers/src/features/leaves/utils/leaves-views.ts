/** The Leaves page's views; the one shown is kept in the address (`?view=`), List by default. */
export const LEAVES_VIEWS = ['list', 'month'] as const;
export type LeavesView = (typeof LEAVES_VIEWS)[number];

/** The address keys of the view and of the month it shows (YYYY-MM; none: this month). */
export const VIEW_KEY = 'view';
export const MONTH_KEY = 'month';

/**
 * What only the list reads: the month shows approved and pending leave of its own days on one
 * screen, so a status, a date range or a page would be hidden filters there. The engineer and
 * the search are shared, so switching keeps the people in view.
 */
export const LIST_ONLY_KEYS = ['page', 'status', 'from', 'to', 'sort', 'order'];

/** The view an address names; List when it names none or an unknown one. */
export const leavesViewOf = (value: string | null): LeavesView =>
  LEAVES_VIEWS.find((view) => view === value) ?? 'list';
