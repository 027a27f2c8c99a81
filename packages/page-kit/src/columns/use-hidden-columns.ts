import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { HIDDEN_COLUMNS_PARAM } from '@trellis/contracts';
import { parseHiddenColumns } from './column-keys';

/**
 * The keys of the columns the address hides, for a page's `DataTable`. A hook the page calls,
 * not one the table does, so a table outside a router (a dialog's) still draws.
 */
export function useHiddenColumns(): readonly string[] {
  const [searchParams] = useSearchParams();
  const hide = searchParams.get(HIDDEN_COLUMNS_PARAM);
  return useMemo(() => parseHiddenColumns(hide), [hide]);
}
