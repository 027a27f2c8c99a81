import { useMemo } from 'react';
import { DebouncedSearchInput, Select } from '@trellis/ui/forms';
import {
  HOLIDAY_COUNTRIES,
  TICKET_STATUS_GROUPS,
  type TicketStatusGroup,
} from '@trellis/contracts';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import { StyledFilter, StyledFilterBar } from '@trellis/page-kit';

const GROUPS = Object.keys(TICKET_STATUS_GROUPS) as TicketStatusGroup[];
const GROUP_OPTIONS = [
  { value: '', label: DISPATCH_TEXTS.allStatusGroups },
  ...GROUPS.map((value) => ({ value, label: TICKET_STATUS_GROUPS[value].label })),
];

export interface DispatchFiltersProps {
  search: string;
  country: string;
  statusGroup: TicketStatusGroup | undefined;
  /** Countries of the tickets on the board, offered beside the holiday countries. */
  seenCountries: readonly string[];
  onSearchCommit: (value: string) => void;
  onCountryChange: (value: string) => void;
  onStatusGroupChange: (value: TicketStatusGroup | undefined) => void;
}

/** The board's search (once typing settles), country and status group. */
export function DispatchFilters({
  search,
  country,
  statusGroup,
  seenCountries,
  onSearchCommit,
  onCountryChange,
  onStatusGroupChange,
}: DispatchFiltersProps) {
  const countryOptions = useMemo(() => {
    const all = new Set<string>([...HOLIDAY_COUNTRIES, ...seenCountries]);
    if (country) all.add(country);
    return [
      { value: '', label: DISPATCH_TEXTS.allCountries },
      ...[...all].sort().map((value) => ({ value, label: value })),
    ];
  }, [seenCountries, country]);

  return (
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        label={DISPATCH_TEXTS.searchLabel}
        placeholder={DISPATCH_TEXTS.searchPlaceholder}
        value={search}
        onCommit={onSearchCommit}
      />
      <StyledFilter>
        {DISPATCH_TEXTS.country}
        <Select
          value={country}
          options={countryOptions}
          onChange={(event) => onCountryChange(event.target.value)}
        />
      </StyledFilter>
      <StyledFilter>
        {DISPATCH_TEXTS.statusGroup}
        <Select
          value={statusGroup ?? ''}
          options={GROUP_OPTIONS}
          onChange={(event) =>
            onStatusGroupChange(GROUPS.find((group) => group === event.target.value))
          }
        />
      </StyledFilter>
    </StyledFilterBar>
  );
}
