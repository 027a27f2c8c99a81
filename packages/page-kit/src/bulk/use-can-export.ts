import { savedViewListRule, type SavedViewList } from '@trellis/contracts';
import { usePermission } from '@trellis/platform';

/**
 * Whether the reader may export a selection of `list` as CSV: reading the list is all it takes,
 * so every reader of a list ticks its rows, and its bulk actions join for those who may take them.
 */
export function useCanExport(list: SavedViewList | undefined): boolean {
  return usePermission(savedViewListRule(list)?.read ?? 'read') && list !== undefined;
}
