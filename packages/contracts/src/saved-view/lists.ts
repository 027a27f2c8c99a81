// The lists a user can save views of, each with what reading it and sharing a view of it take,
// from the areas' descriptors. Zod-free, so a list's Views menu can ask whether to offer
// "Shared" without loading schemas.
import type { Permission } from '../permissions';
import { AREAS } from '../areas.generated';

export interface SavedViewListRule {
  /** What opening the list takes: saving a view of it, or reading one, takes the same. */
  read: Permission;
  /** What sharing a view with everyone takes: changing the list's records. */
  share: Permission;
}

type WithViews = Extract<(typeof AREAS)[number], { savedViews: object }>;
export type SavedViewList = WithViews['savedViews']['list'];

export const SAVED_VIEW_LISTS = Object.fromEntries(
  AREAS.flatMap((area) =>
    'savedViews' in area
      ? [[area.savedViews.list, { read: area.savedViews.read, share: area.savedViews.share }]]
      : [],
  ),
) as Readonly<Record<SavedViewList, SavedViewListRule>>;

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

/**
 * The address parameter naming a list's hidden columns (`?hide=city,email`, keys sorted, absent
 * when every column shows), so a link and Back keep them. A saved view keeps them apart, in its
 * `hidden_columns`, not in its query.
 */
export const HIDDEN_COLUMNS_PARAM = 'hide';

/** Address parameters a view never keeps: where the reader is in the list, and the view itself. */
export const SAVED_VIEW_TRANSIENT_PARAMS = ['page', SAVED_VIEW_PARAM] as const;

/** A list's address parameters as a view keeps them: without the transient ones, sorted. */
export function savedViewQuery(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of SAVED_VIEW_TRANSIENT_PARAMS) params.delete(name);
  params.sort();
  return params.toString();
}
