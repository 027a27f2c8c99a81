import { holidayCountryOf, isIsoDate, TICKET_MESSAGES } from '@trellis/contracts';
import { useDebouncedValue } from '@trellis/ui/forms';
import { useHolidays } from '../api/get-holidays';

/** Typing a country passes through other countries' codes ('In' of 'Indonesia' is India). */
const SETTLE_MS = 300;

/**
 * The warnings for a ticket starting on `startDate` in `country` (the form's free text): one per
 * holiday of that day in that country, none when the country is not one of the 11. A warning
 * only: the ticket may still be saved.
 */
export function useStartDateHoliday(startDate: string, country: string): string[] {
  const holidayCountry = holidayCountryOf(country);
  const wanted = isIsoDate(startDate) && holidayCountry ? `${startDate} ${holidayCountry}` : '';
  const settled = useDebouncedValue(wanted, SETTLE_MS) === wanted;
  const { data } = useHolidays(
    wanted && settled && holidayCountry
      ? { country: holidayCountry, from: startDate, to: startDate }
      : null,
  );
  if (!wanted || !settled) return [];
  return (data?.items ?? []).map((holiday) => TICKET_MESSAGES.startDateHoliday(holiday));
}
