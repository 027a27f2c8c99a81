import { useSearchParams } from 'react-router';
import { SAVED_VIEW_PARAM } from '@trellis/contracts';

/**
 * The saved view a list's address names alone (`?saved=<id>`, a shared link or the sidebar's
 * default), or null: with anything beside it the address is explicit.
 */
export function useLinkedView(): string | null {
  const [searchParams] = useSearchParams();
  const linked = searchParams.get(SAVED_VIEW_PARAM);
  const alone = [...searchParams.keys()].every((key) => key === SAVED_VIEW_PARAM);
  return linked !== null && alone ? linked : null;
}
