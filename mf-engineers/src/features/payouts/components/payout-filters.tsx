import { DebouncedSearchInput, TextInput } from '@trellis/ui/forms';
import {
  PAYOUT_MESSAGES,
  PAYOUT_STATUS_FILTER_LABELS,
  PAYOUT_STATUS_FILTERS,
  type PayoutStatusFilter,
} from '@trellis/contracts';
import { FilterSelect, StyledFilter, StyledFilterBar } from '@trellis/page-kit';

const MONTH = /^\d{4}-\d{2}$/;

export interface PayoutFiltersProps {
  /** The search in force; what is being typed stays in the box until it settles. */
  search: string;
  /** YYYY-MM, or empty for every month. */
  month: string;
  status: PayoutStatusFilter;
  onSearchCommit: (value: string) => void;
  onMonthChange: (value: string) => void;
  onStatusChange: (value: PayoutStatusFilter) => void;
}

/** The search box, the month picker and the status filter. */
export function PayoutFilters(props: PayoutFiltersProps) {
  return (
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        label={PAYOUT_MESSAGES.searchLabel}
        placeholder={PAYOUT_MESSAGES.searchPlaceholder}
        value={props.search}
        onCommit={props.onSearchCommit}
      />
      <StyledFilter>
        {PAYOUT_MESSAGES.monthLabel}
        <TextInput
          type="month"
          value={props.month}
          // Cleared: every month. A half-typed month (no picker) waits until it is whole.
          onChange={(event) => {
            const value = event.target.value;
            if (value === '' || MONTH.test(value)) props.onMonthChange(value);
          }}
        />
      </StyledFilter>
      <FilterSelect
        label="Status"
        value={props.status}
        values={PAYOUT_STATUS_FILTERS}
        labelOf={(v) => PAYOUT_STATUS_FILTER_LABELS[v]}
        onChange={props.onStatusChange}
      />
    </StyledFilterBar>
  );
}
