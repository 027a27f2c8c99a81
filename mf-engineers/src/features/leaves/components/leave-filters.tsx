import {
  LEAVE_STATUS_FILTERS,
  LEAVE_STATUS_LABELS,
  type LeaveListParams,
  type LeaveStatusFilter,
} from '@trellis/contracts';
import { DebouncedSearchInput } from '@trellis/ui/forms';
import { DateRangeFilter, FilterSelect, StyledFilterBar } from '@trellis/page-kit';
import type { LeaveEngineer } from '../api/get-leave-engineers';
import { LEAVES_TEXTS } from '../leaves-texts';

export interface LeaveFiltersProps {
  query: LeaveListParams;
  engineers: readonly LeaveEngineer[];
  /** The month view has its own days and statuses: only the name and the engineer show. */
  listFilters: boolean;
  onSearchCommit: (search: string) => void;
  onEngineerChange: (engineerId: number | undefined) => void;
  onStatusChange: (status: LeaveStatusFilter) => void;
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
}

/** The engineer's name, the engineer, the status and the days the leave overlaps. */
export function LeaveFilters({ query, engineers, listFilters, ...on }: LeaveFiltersProps) {
  const engineer = query.engineer_id === undefined ? '' : String(query.engineer_id);
  const engineerValues = ['', ...engineers.map((e) => String(e.id))];
  // An engineer in the address that is not (yet) among the choices still shows as chosen.
  if (engineer && !engineerValues.includes(engineer)) engineerValues.push(engineer);
  const engineerName = (value: string) =>
    value === ''
      ? LEAVES_TEXTS.allEngineers
      : (engineers.find((e) => String(e.id) === value)?.name ?? `Engineer ${value}`);

  return (
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        value={query.search}
        onCommit={on.onSearchCommit}
        label="Search by engineer"
        placeholder="Search by engineer..."
      />
      <FilterSelect
        label={LEAVES_TEXTS.engineerLabel}
        value={engineer}
        values={engineerValues}
        labelOf={engineerName}
        onChange={(value) => on.onEngineerChange(value === '' ? undefined : Number(value))}
      />
      {listFilters && (
        <>
          <FilterSelect
            label="Status"
            value={query.status}
            values={LEAVE_STATUS_FILTERS}
            labelOf={(status) => LEAVE_STATUS_LABELS[status]}
            onChange={on.onStatusChange}
          />
          <DateRangeFilter
            label={LEAVES_TEXTS.datesLabel}
            fromLabel={LEAVES_TEXTS.fromLabel}
            toLabel={LEAVES_TEXTS.toLabel}
            from={query.from ?? ''}
            to={query.to ?? ''}
            onFromChange={on.onFromChange}
            onToChange={on.onToChange}
          />
        </>
      )}
    </StyledFilterBar>
  );
}
