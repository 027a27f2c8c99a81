import Holidays, { type HolidaysTypes } from 'date-holidays';
import {
  HOLIDAY_COUNTRY_CODES,
  type HolidayBody,
  type HolidayCountry,
  type HolidayType,
} from '@trellis/contracts';

// The holidays a sync imports, from the `date-holidays` data set, so that no one has to keep a
// hand-written list up to date.
//
// Its five types become the app's four:
// - National Holiday: a public, bank or school day that is the country's national day by name
//   (National Day, Independence Day, Republic Day, Canada Day, Australia Day, King's Day,
//   Bastille Day, Foundation Day, Liberation Day, Unity Day; the data set has no type for it);
// - Bank Holiday: type `bank` (banks and offices closed), and the `public` days the country
//   itself calls a bank holiday (the United Kingdom's "Early May bank holiday");
// - Public Holiday: any other `public` day (a day off for everyone);
// - Festival: `optional`, `observance` and `school` (celebrated or observed, or a day off for
//   some only: Mother's Day, Halloween, Christmas Eve, Good Friday in the Netherlands).

const NATIONAL_DAY =
  /\b(national day|national holiday|independence day|republic day|canada day|australia day|king's day|bastille day|foundation day|liberation day|unity day)\b/i;
const BANK_HOLIDAY = /\bbank holiday\b/i;

/** The app's holiday type for one of date-holidays' holidays. */
export function specHolidayType(type: HolidaysTypes.HolidayType, name: string): HolidayType {
  const dayOff = type === 'public' || type === 'bank' || type === 'school';
  if (dayOff && NATIONAL_DAY.test(name)) return 'National Holiday';
  if (type === 'bank' || (type === 'public' && BANK_HOLIDAY.test(name))) return 'Bank Holiday';
  if (type === 'public') return 'Public Holiday';
  return 'Festival';
}

const TITLE_MAX = 200;
const cache = new Map<string, HolidayBody[]>();

/**
 * The holidays of `country` in `year` as rows to insert, in date order, one per date and title.
 * The data set does not change while the process runs, so each country-year is computed once.
 */
export function holidaysOf(country: HolidayCountry, year: number): HolidayBody[] {
  const key = `${country}|${year}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const source = new Holidays(HOLIDAY_COUNTRY_CODES[country], { languages: ['en'] });
  const seen = new Set<string>();
  const rows: HolidayBody[] = [];
  for (const holiday of source.getHolidays(year, 'en') || []) {
    const title = holiday.name.trim().slice(0, TITLE_MAX);
    // "2026-01-16 00:00:00 -0600": the calendar day is the first 10 characters.
    const date = holiday.date.slice(0, 10);
    const unique = `${date}|${title.toLowerCase()}`;
    if (!title || seen.has(unique)) continue;
    seen.add(unique);
    rows.push({ title, type: specHolidayType(holiday.type, title), country, date });
  }
  cache.set(key, rows);
  return rows;
}
