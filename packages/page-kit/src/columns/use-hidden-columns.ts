import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { HIDDEN_COLUMNS_PARAM } from '@trellis/contracts';
import { parseHiddenColumns } from './column-keys';

/**
 * The keys of the columns the address hides: the Columns menu's ticks, and what a list's
 * `HiddenColumnsProvider` gives its table (the table itself never reads the address, so one
 * outside a router still draws).
 */
export function useHiddenColumns(): readonly string[] {
  const [searchParams] = useSearchParams();
  const hide = searchParams.get(HIDDEN_COLUMNS_PARAM);
  return useMemo(() => parseHiddenColumns(hide), [hide]);
}
