// `new Date('2026-11-22')` reads a calendar day as UTC midnight, which is the day before west of
// Greenwich, so a calendar day is built from its parts, on its day in the reader's zone; a
// timestamp (the API's ISO 8601 with its offset) is read as the instant it names. Display goes
// through Intl, in the reader's locale. No date library: ui is loaded by the shell at start-up,
// where date-fns' parser cost 2 KB gzip for these two cases.
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIsoDate(iso: string): Date {
  const day = CALENDAR_DAY.exec(iso);
  if (!day) return new Date(iso);
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const parsed = new Date(year, month - 1, date);
  // 2026-02-30 would roll over to March: not a day.
  return parsed.getMonth() === month - 1 ? parsed : new Date(Number.NaN);
}

/** An amount of money: an exact decimal string (or a number) and its ISO 4217 currency. */
export interface MoneyAmount {
  currency: string;
  amount: string | number;
}

/**
 * A calendar day (`YYYY-MM-DD`) or an ISO 8601 timestamp as the reader's date (`11/22/2026` in
 * en-US); anything unreadable comes back as given.
 */
export function formatDate(
  iso: string,
  options: Intl.DateTimeFormatOptions = {},
  locale?: string,
): string {
  const date = parseIsoDate(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, options).format(date);
}

/**
 * An amount in its own currency (`$100.40`, `€1,250.00`). Intl reads a decimal string without
 * going through a float, so cents never drift.
 */
export function formatMoney({ amount, currency }: MoneyAmount, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency }).format as (
    value: string | number,
  ) => string;
  return format(amount);
}
