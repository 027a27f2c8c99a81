import {
  LEAVE_STATUS_FILTERS,
  LEAVE_STATUS_LABELS,
  type LeaveListParams,
  type LeaveStatusFilter,
} from '@trellis/contracts';
import { DebouncedSearchInput } from '@trellis/ui';
import { FilterSelect } from '../../../components/filter-select';
import { StyledFilterBar } from '../../../components/page-layout';

export interface LeaveFiltersProps {
  query: LeaveListParams;
  onSearchCommit: (search: string) => void;
  onStatusChange: (status: LeaveStatusFilter) => void;
}

/** The engineer's name and the status. */
export function LeaveFilters({ query, onSearchCommit, onStatusChange }: LeaveFiltersProps) {
  return (
    <StyledFilterBar>
      <DebouncedSearchInput
        value={query.search}
        onCommit={onSearchCommit}
        label="Search by engineer"
        placeholder="Search by engineer..."
      />
      <FilterSelect
        label="Status"
        value={query.status}
        values={LEAVE_STATUS_FILTERS}
        labelOf={(status) => LEAVE_STATUS_LABELS[status]}
        onChange={onStatusChange}
      />
    </StyledFilterBar>
  );
}
