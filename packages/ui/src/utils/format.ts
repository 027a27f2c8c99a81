import { isValid, parseISO } from 'date-fns';

// Parsing goes through date-fns: `new Date('2026-11-22')` reads a calendar day as UTC midnight,
// which is the day before west of Greenwich; parseISO keeps it on its day. Display goes through
// Intl, in the reader's locale, so ui (loaded by the shell at start-up) carries no locale data.

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
  const date = parseISO(iso);
  return isValid(date) ? new Intl.DateTimeFormat(locale, options).format(date) : iso;
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
