import { DebouncedSearchInput } from '@trellis/ui/forms';
import {
  RECEIVABLE_AGING_FILTER_LABELS,
  RECEIVABLE_AGING_FILTERS,
  RECEIVABLE_MESSAGES,
  RECEIVABLE_STATUS_FILTER_LABELS,
  RECEIVABLE_STATUS_FILTERS,
  type ReceivableAgingFilter,
  type ReceivableStatusFilter,
} from '@trellis/contracts';
import { FilterSelect, StyledFilterBar } from '@trellis/page-kit';

export interface ReceivableFiltersProps {
  /** The search in force; what is being typed stays in the box until it settles. */
  search: string;
  status: ReceivableStatusFilter;
  aging: ReceivableAgingFilter;
  onSearchCommit: (value: string) => void;
  onStatusChange: (value: ReceivableStatusFilter) => void;
  onAgingChange: (value: ReceivableAgingFilter) => void;
}

/** The search box, the status filter and the aging filter. */
export function ReceivableFilters(props: ReceivableFiltersProps) {
  return (
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        label={RECEIVABLE_MESSAGES.searchLabel}
        placeholder={RECEIVABLE_MESSAGES.searchPlaceholder}
        value={props.search}
        onCommit={props.onSearchCommit}
      />
      <FilterSelect
        label="Status"
        value={props.status}
        values={RECEIVABLE_STATUS_FILTERS}
        labelOf={(v) => RECEIVABLE_STATUS_FILTER_LABELS[v]}
        onChange={props.onStatusChange}
      />
      <FilterSelect
        label="Aging"
        value={props.aging}
        values={RECEIVABLE_AGING_FILTERS}
        labelOf={(v) => RECEIVABLE_AGING_FILTER_LABELS[v]}
        onChange={props.onAgingChange}
      />
    </StyledFilterBar>
  );
}
