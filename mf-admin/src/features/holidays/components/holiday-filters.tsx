import { DebouncedSearchInput } from '@trellis/ui/forms';
import {
  HOLIDAY_COUNTRY_FILTERS,
  HOLIDAY_MESSAGES,
  HOLIDAY_STATUS_FILTER_LABELS,
  HOLIDAY_STATUS_FILTERS,
  type HolidayCountryFilter,
  type HolidayStatusFilter,
} from '@trellis/contracts';
import { FilterSelect, StyledFilterBar } from '@trellis/page-kit';

export interface HolidayFiltersProps {
  /** The search in force; what is being typed stays in the box until it settles. */
  search: string;
  country: HolidayCountryFilter;
  status: HolidayStatusFilter;
  onSearchCommit: (value: string) => void;
  onCountryChange: (value: HolidayCountryFilter) => void;
  onStatusChange: (value: HolidayStatusFilter) => void;
}

/** Search by title or type, the 11 countries plus All Countries, and All/Active/Expired. */
export function HolidayFilters(props: HolidayFiltersProps) {
  return (
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        label="Search holidays"
        placeholder={HOLIDAY_MESSAGES.searchPlaceholder}
        value={props.search}
        onCommit={props.onSearchCommit}
      />
      <FilterSelect
        label={HOLIDAY_MESSAGES.countryLabel}
        value={props.country}
        values={HOLIDAY_COUNTRY_FILTERS}
        labelOf={(v) => v}
        onChange={props.onCountryChange}
      />
      <FilterSelect
        label={HOLIDAY_MESSAGES.statusLabel}
        value={props.status}
        values={HOLIDAY_STATUS_FILTERS}
        labelOf={(v) => HOLIDAY_STATUS_FILTER_LABELS[v]}
        onChange={props.onStatusChange}
      />
    </StyledFilterBar>
  );
}
