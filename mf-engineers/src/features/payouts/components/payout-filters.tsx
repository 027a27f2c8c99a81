import { TextInput } from '@trellis/ui/forms';
import {
  PAYOUT_MESSAGES,
  PAYOUT_STATUS_FILTER_LABELS,
  PAYOUT_STATUS_FILTERS,
  type PayoutStatusFilter,
} from '@trellis/contracts';
import { FilterSelect, StyledFilter } from '@trellis/page-kit';

const MONTH = /^\d{4}-\d{2}$/;

export interface PayoutFiltersProps {
  /** YYYY-MM, or empty for every month. */
  month: string;
  status: PayoutStatusFilter;
  onMonthChange: (value: string) => void;
  onStatusChange: (value: PayoutStatusFilter) => void;
}

/** The month picker and the status filter, beside the list page's search box. */
export function PayoutFilters(props: PayoutFiltersProps) {
  return (
    <>
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
    </>
  );
}
