import { DebouncedSearchInput } from '@trellis/ui/forms';
import {
  ASSET_MESSAGES,
  ASSET_STATUS_FILTER_LABELS,
  ASSET_STATUS_FILTERS,
  ASSET_TYPE_FILTER_LABELS,
  ASSET_TYPE_FILTERS,
  type AssetStatusFilter,
  type AssetTypeFilter,
} from '@trellis/contracts';
import { FilterSelect, StyledFilterBar } from '@trellis/page-kit';

export interface AssetFiltersProps {
  /** The search in force; what is being typed stays in the box until it settles. */
  search: string;
  type: AssetTypeFilter;
  status: AssetStatusFilter;
  onSearchCommit: (value: string) => void;
  onTypeChange: (value: AssetTypeFilter) => void;
  onStatusChange: (value: AssetStatusFilter) => void;
}

/** The search box, the type filter and the status filter. */
export function AssetFilters(props: AssetFiltersProps) {
  return (
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        label="Search assets"
        placeholder={ASSET_MESSAGES.searchPlaceholder}
        value={props.search}
        onCommit={props.onSearchCommit}
      />
      <FilterSelect
        label="Type"
        value={props.type}
        values={ASSET_TYPE_FILTERS}
        labelOf={(v) => ASSET_TYPE_FILTER_LABELS[v]}
        onChange={props.onTypeChange}
      />
      <FilterSelect
        label="Status"
        value={props.status}
        values={ASSET_STATUS_FILTERS}
        labelOf={(v) => ASSET_STATUS_FILTER_LABELS[v]}
        onChange={props.onStatusChange}
      />
    </StyledFilterBar>
  );
}
