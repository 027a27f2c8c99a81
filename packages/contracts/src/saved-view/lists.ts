// The lists a user can save views of, each with what reading it and sharing a view of it take.
// Zod-free, so a list's Views menu can ask whether to offer "Shared" without loading schemas.
import type { Permission } from '../permissions';

export interface SavedViewListRule {
  /** What opening the list takes: saving a view of it, or reading one, takes the same. */
  read: Permission;
  /** What sharing a view with everyone takes: changing the list's records. */
  share: Permission;
}

export const SAVED_VIEW_LISTS = {
  customers: { read: 'read', share: 'update' },
  leads: { read: 'read', share: 'update' },
  tickets: { read: 'read', share: 'update' },
  engineers: { read: 'read', share: 'manage_team' },
  'system-users': { read: 'manage_users', share: 'manage_users' },
  assets: { read: 'read', share: 'update' },
  holidays: { read: 'read', share: 'update' },
  payouts: { read: 'manage_team', share: 'manage_team' },
  receivables: { read: 'read', share: 'update' },
  leaves: { read: 'read', share: 'manage_team' },
} as const satisfies Record<string, SavedViewListRule>;

export type SavedViewList = keyof typeof SAVED_VIEW_LISTS;
export const SAVED_VIEW_LIST_NAMES = Object.keys(SAVED_VIEW_LISTS) as [
  SavedViewList,
  ...SavedViewList[],
];

/** The list's rule, or undefined for a name that is not a list. */
export const savedViewListRule = (list: unknown): SavedViewListRule | undefined =>
  typeof list === 'string' && Object.hasOwn(SAVED_VIEW_LISTS, list)
    ? SAVED_VIEW_LISTS[list as SavedViewList]
    : undefined;

/**
 * The address parameter naming the open view (`?saved=<id>`). Not `view`: Tickets and Leave use
 * that for their display (list, calendar, board), which a saved view keeps like a filter.
 */
export const SAVED_VIEW_PARAM = 'saved';

/** Address parameters a view never keeps: where the reader is in the list, and the view itself. */
export const SAVED_VIEW_TRANSIENT_PARAMS = ['page', SAVED_VIEW_PARAM] as const;

/** A list's address parameters as a view keeps them: without the transient ones, sorted. */
export function savedViewQuery(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of SAVED_VIEW_TRANSIENT_PARAMS) params.delete(name);
  params.sort();
  return params.toString();
}
