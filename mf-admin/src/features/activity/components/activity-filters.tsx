import styled from 'styled-components';
import { Button } from '@trellis/ui/controls';
import { DebouncedSearchInput } from '@trellis/ui/forms';
import type { AuditListParams } from '@trellis/contracts';
import { DateRangeFilter, FilterSelect, RecordFilter, StyledFilterBar } from '@trellis/page-kit';
import { ACTIVITY_MESSAGES } from '../activity-messages';
import type { StaffOption } from '../api/get-staff-options';
import { AUDIT_AREAS, auditAreaLabel } from '../utils/audit-areas';
import { isFiltered } from '../utils/audit-filters';
import { ActionFilter } from './action-filter';

const StyledClear = styled.div`
  display: flex;
  align-items: flex-end;
`;

export interface ActivityFiltersProps {
  query: AuditListParams;
  staff: StaffOption[];
  onSearchCommit: (value: string) => void;
  onActorChange: (actorId: number | undefined) => void;
  onEntityChange: (entity: string) => void;
  onActionCommit: (action: string) => void;
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
  onClear: () => void;
}

/** Search, who, which area, which action and between which days. */
export function ActivityFilters({ query, staff, ...on }: ActivityFiltersProps) {
  const entity = query.entity ?? '';
  const entityValues: string[] = ['', ...AUDIT_AREAS.map((a) => a.entity)];
  if (entity && !entityValues.includes(entity)) entityValues.push(entity);

  return (
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        label={ACTIVITY_MESSAGES.searchLabel}
        placeholder={ACTIVITY_MESSAGES.searchPlaceholder}
        value={query.search}
        onCommit={on.onSearchCommit}
      />
      <RecordFilter
        label={ACTIVITY_MESSAGES.userLabel}
        value={query.actor_id}
        options={staff}
        allLabel={ACTIVITY_MESSAGES.allUsers}
        unknownLabel={(id) => `User ${id}`}
        onChange={on.onActorChange}
      />
      <FilterSelect
        label={ACTIVITY_MESSAGES.areaLabel}
        value={entity}
        values={entityValues}
        labelOf={(value) => (value === '' ? ACTIVITY_MESSAGES.allAreas : auditAreaLabel(value))}
        onChange={on.onEntityChange}
      />
      <ActionFilter value={query.action ?? ''} onCommit={on.onActionCommit} />
      <DateRangeFilter
        label={ACTIVITY_MESSAGES.datesLabel}
        fromLabel={ACTIVITY_MESSAGES.fromLabel}
        toLabel={ACTIVITY_MESSAGES.toLabel}
        from={query.from ?? ''}
        to={query.to ?? ''}
        onFromChange={on.onFromChange}
        onToChange={on.onToChange}
      />
      {isFiltered(query) && (
        <StyledClear>
          <Button variant="ghost" onClick={on.onClear}>
            {ACTIVITY_MESSAGES.clearFilters}
          </Button>
        </StyledClear>
      )}
    </StyledFilterBar>
  );
}
