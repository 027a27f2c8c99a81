import type { z } from 'zod';
import {
  HIDDEN_COLUMNS_PARAM,
  SAVED_VIEW_TRANSIENT_PARAMS,
  type SavedViewItem,
} from '@trellis/contracts';
import { withHiddenColumns } from '../columns/column-keys';

/**
 * A view's address parameters as this reader's list can take them: a parameter the list does
 * not know, or a value it would not accept (a filter of a role the reader does not hold), is
 * dropped, and `fellBack` says so, for a notice. `keep` names the list's parameters outside its
 * query schema (a display), taken as they are: the list reads them with its own fallback. The
 * view's hidden columns become the address's `hide`.
 */
export function applicableView(
  schema: z.ZodObject,
  view: Pick<SavedViewItem, 'query' | 'hidden_columns'>,
  keep: readonly string[] = [],
): { params: URLSearchParams; fellBack: boolean } {
  const params = new URLSearchParams();
  let fellBack = false;
  for (const [key, value] of new URLSearchParams(view.query)) {
    const field = schema.shape[key] as z.ZodType | undefined;
    // The view's columns come from its own field below, whatever its query says.
    if (key === HIDDEN_COLUMNS_PARAM) continue;
    if ((SAVED_VIEW_TRANSIENT_PARAMS as readonly string[]).includes(key)) continue;
    if (keep.includes(key) || field?.safeParse(value).success) params.set(key, value);
    else fellBack = true;
  }
  // Columns this list does not have are harmless: its table and Columns menu skip them.
  return { params: withHiddenColumns(params, view.hidden_columns), fellBack };
}
