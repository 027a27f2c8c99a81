import {
  RECEIVABLE_AGING_FILTER_LABELS,
  RECEIVABLE_AGING_FILTERS,
  RECEIVABLE_STATUS_FILTER_LABELS,
  RECEIVABLE_STATUS_FILTERS,
  type ReceivableAgingFilter,
  type ReceivableStatusFilter,
} from '@trellis/contracts';
import { FilterSelect } from '@trellis/page-kit';

export interface ReceivableFiltersProps {
  status: ReceivableStatusFilter;
  aging: ReceivableAgingFilter;
  onStatusChange: (value: ReceivableStatusFilter) => void;
  onAgingChange: (value: ReceivableAgingFilter) => void;
}

/** The status filter and the aging filter, beside the list page's search box. */
export function ReceivableFilters(props: ReceivableFiltersProps) {
  return (
    <>
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
    </>
  );
}
