import type { Payout } from '@trellis/contracts';

/** "March 2025" for 2025-03 (the month named in the browser's language). */
export function formatMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, mon - 1, 1)));
}

/** The payout's amount `field` with its currency, for formatMoney. */
export const moneyOf = (
  payout: Payout,
  field: 'base' | 'overtime' | 'bonus' | 'deductions' | 'total',
) => ({
  amount: payout[field],
  currency: payout.currency,
});
