import type { z } from 'zod';
import { SAVED_VIEW_TRANSIENT_PARAMS } from '@trellis/contracts';

/**
 * A view's address parameters as this reader's list can take them: a parameter the list does
 * not know, or a value it would not accept (a filter of a role the reader does not hold), is
 * dropped, and `fellBack` says so, for a notice. `keep` names the list's parameters outside its
 * query schema (a display), taken as they are: the list reads them with its own fallback.
 */
export function applicableView(
  schema: z.ZodObject,
  query: string,
  keep: readonly string[] = [],
): { params: URLSearchParams; fellBack: boolean } {
  const params = new URLSearchParams();
  let fellBack = false;
  for (const [key, value] of new URLSearchParams(query)) {
    const field = schema.shape[key] as z.ZodType | undefined;
    if ((SAVED_VIEW_TRANSIENT_PARAMS as readonly string[]).includes(key)) continue;
    if (keep.includes(key) || field?.safeParse(value).success) params.set(key, value);
    else fellBack = true;
  }
  return { params, fellBack };
}
