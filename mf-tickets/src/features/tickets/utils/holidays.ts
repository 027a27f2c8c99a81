import {
  holidayCountryOf,
  type Holiday,
  type HolidayCountry,
  type TicketCalendarDay,
} from '@trellis/contracts';

/**
 * The holiday countries the calendar's days have tickets in; a free-text country that is none
 * of the 11 adds none.
 */
export function ticketHolidayCountries(days: readonly TicketCalendarDay[]): Set<HolidayCountry> {
  const countries = new Set<HolidayCountry>();
  for (const name of days.flatMap((day) => day.countries)) {
    const country = holidayCountryOf(name);
    if (country) countries.add(country);
  }
  return countries;
}

/** The holidays in `countries`, by their day. */
export function holidaysByDay(
  holidays: readonly Holiday[],
  countries: ReadonlySet<HolidayCountry>,
): Map<string, Holiday[]> {
  const days = new Map<string, Holiday[]>();
  for (const holiday of holidays) {
    if (!countries.has(holiday.country)) continue;
    days.set(holiday.date, [...(days.get(holiday.date) ?? []), holiday]);
  }
  return days;
}

/** What a day button adds to its name: 'holiday: Christmas Day (United Kingdom)'. */
export const holidayMention = (holiday: Holiday): string =>
  `holiday: ${holiday.title} (${holiday.country})`;

/** A holiday in the day list: 'Christmas Day — Public Holiday, United Kingdom'. */
export const holidayLine = (holiday: Holiday): string =>
  `${holiday.title} — ${holiday.type}, ${holiday.country}`;
