import { DebouncedSearchInput, Select } from '@trellis/ui/forms';
import {
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketStatus,
} from '@trellis/contracts';
import { StyledFilter, StyledFilterBar } from '@trellis/page-kit';

const STATUS_OPTIONS = [
  { value: '', label: TICKET_MESSAGES.allStatuses },
  ...TICKET_STATUSES.map((value) => ({ value, label: value })),
];
const PRIORITY_OPTIONS = [
  { value: '', label: TICKET_MESSAGES.allPriorities },
  ...TICKET_PRIORITIES.map((value) => ({ value, label: value })),
];

export interface TicketFiltersProps {
  /** The search in force; what is being typed stays in the box until it settles. */
  search: string;
  status: readonly TicketStatus[];
  priority: readonly TicketPriority[];
  onSearchCommit: (value: string) => void;
  onStatusChange: (value: TicketStatus[]) => void;
  onPriorityChange: (value: TicketPriority[]) => void;
}

/** 'Search tickets...' and the status and priority filters. */
export function TicketFilters({
  search,
  status,
  priority,
  onSearchCommit,
  onStatusChange,
  onPriorityChange,
}: TicketFiltersProps) {
  return (
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        label="Search tickets"
        placeholder={TICKET_MESSAGES.searchPlaceholder}
        value={search}
        onCommit={onSearchCommit}
      />
      <StyledFilter>
        Status
        <Select
          value={status[0] ?? ''}
          options={STATUS_OPTIONS}
          onChange={(event) => {
            const next = TICKET_STATUSES.find((value) => value === event.target.value);
            onStatusChange(next ? [next] : []);
          }}
        />
      </StyledFilter>
      <StyledFilter>
        Priority
        <Select
          value={priority[0] ?? ''}
          options={PRIORITY_OPTIONS}
          onChange={(event) => {
            const next = TICKET_PRIORITIES.find((value) => value === event.target.value);
            onPriorityChange(next ? [next] : []);
          }}
        />
      </StyledFilter>
    </StyledFilterBar>
  );
}
