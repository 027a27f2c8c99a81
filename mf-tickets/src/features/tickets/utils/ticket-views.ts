/** The tickets page's views; the one shown is kept in the address (`?view=`), List by default. */
export const TICKET_VIEWS = ['list', 'calendar', 'board'] as const;
export type TicketView = (typeof TICKET_VIEWS)[number];
/** The dispatch board's toggle; its labels, List and Calendar, are in the contracts. */
export const BOARD_VIEW_LABEL = 'Board';

/** The address key of the view: each view's list hook keeps it when it writes its filters. */
export const VIEW_KEY = 'view';

/**
 * The address keys only the list and calendar read, and those only the board reads (`from` is
 * a date filter on the list, the first day on the board; `page` pages tickets there, engineers
 * here): switching between them drops the other's. The search is shared.
 */
export const LIST_ONLY_KEYS = ['page', 'sort', 'order', 'status', 'priority', 'from', 'to'];
export const BOARD_ONLY_KEYS = ['from', 'days', 'country', 'status_group', 'page'];

/** The view an address names; List when it names none or an unknown one. */
export const ticketViewOf = (value: string | null): TicketView =>
  TICKET_VIEWS.find((view) => view === value) ?? 'list';
