import { useMemo } from 'react';
import styled from 'styled-components';
import { DebouncedSearchInput, Select } from '@trellis/ui';
import {
  HOLIDAY_COUNTRIES,
  TICKET_STATUS_GROUPS,
  type TicketStatusGroup,
} from '@trellis/contracts';
import { DISPATCH_TEXTS } from '../dispatch-texts';

const GROUPS = Object.keys(TICKET_STATUS_GROUPS) as TicketStatusGroup[];
const GROUP_OPTIONS = [
  { value: '', label: DISPATCH_TEXTS.allStatusGroups },
  ...GROUPS.map((value) => ({ value, label: TICKET_STATUS_GROUPS[value].label })),
];

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
`;

const StyledFilter = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 0 1 12rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
    <StyledBar role="search">
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
    </StyledBar>
  );
}
