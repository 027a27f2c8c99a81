import {
  holidayListQuerySchema,
  type HolidayCountryFilter,
  type HolidayStatusFilter,
} from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';

/** The holidays list's address, parsed with the API's own query schema. */
export function useHolidayListParams() {
  const { query, update } = useListSearchParams(holidayListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Changing the country or status goes back to page 1 (the old page may not exist); so does a
    // new search.
    setSearch: (search: string) => update({ search, page: 1 }),
    setCountry: (country: HolidayCountryFilter) => update({ country, page: 1 }),
    setStatus: (status: HolidayStatusFilter) => update({ status, page: 1 }),
  };
}
