import type { MoneyAmount } from '@trellis/contracts';

/**
 * An amount with its currency code ("USD 1,530.00"), never a bare symbol: the cards set several
 * currencies side by side. Intl reads the decimal string without a float, so cents never drift.
 */
export function formatCurrencyAmount({ amount, currency }: MoneyAmount, locale?: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  }).format as (value: string | number) => string;
  return format(amount);
}
