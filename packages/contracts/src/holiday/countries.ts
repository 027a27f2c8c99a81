// The Holiday screen's countries and their ISO 3166-1 codes, the one table the sync
// (date-holidays takes codes) and the screens use. Zod-free.

/** The country select's countries, as shown and in order. */
export const HOLIDAY_COUNTRIES = [
  'United States',
  'United Kingdom',
  'Canada',
  'Australia',
  'India',
  'Germany',
  'France',
  'Japan',
  'Singapore',
  'UAE',
  'Netherlands',
] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];

/** The country select's first choice: no country filter (and, for a sync, all 11). */
export const ALL_COUNTRIES = 'All Countries';

/** The country filter's values, verbatim: All Countries, then the 11. */
export const HOLIDAY_COUNTRY_FILTERS = [ALL_COUNTRIES, ...HOLIDAY_COUNTRIES] as const;
export type HolidayCountryFilter = (typeof HOLIDAY_COUNTRY_FILTERS)[number];

/** Each country's ISO 3166-1 alpha-2 code. */
export const HOLIDAY_COUNTRY_CODES = {
  'United States': 'US',
  'United Kingdom': 'GB',
  Canada: 'CA',
  Australia: 'AU',
  India: 'IN',
  Germany: 'DE',
  France: 'FR',
  Japan: 'JP',
  Singapore: 'SG',
  UAE: 'AE',
  Netherlands: 'NL',
} as const satisfies Record<HolidayCountry, string>;
export type HolidayCountryCode = (typeof HOLIDAY_COUNTRY_CODES)[HolidayCountry];

/** Other names a free-text country (a lead's or ticket's) may use for one of the 11. */
const ALIASES: Record<string, HolidayCountry> = {
  usa: 'United States',
  'united states of america': 'United States',
  uk: 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'northern ireland': 'United Kingdom',
  'united arab emirates': 'UAE',
  'the netherlands': 'Netherlands',
  holland: 'Netherlands',
  deutschland: 'Germany',
};

/**
 * The holiday country a free-text country names (its name, ISO code or a common alias, any
 * case), or null when it is none of the 11: how a ticket's country finds its holidays.
 */
export function holidayCountryOf(text: string | null | undefined): HolidayCountry | null {
  const wanted = (text ?? '').trim().toLowerCase();
  if (!wanted) return null;
  for (const country of HOLIDAY_COUNTRIES)
    if (country.toLowerCase() === wanted || HOLIDAY_COUNTRY_CODES[country].toLowerCase() === wanted)
      return country;
  return ALIASES[wanted] ?? null;
}
