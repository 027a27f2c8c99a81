import { RECEIVABLE_RULES } from './texts';

// The price of a Closed ticket (issue 11), in cents so that no float is summed.
// Zod-free: the API bills with it and the tests check it.

/** The ticket's rates and costs as stored (2-decimal strings; null when not set). */
export interface InvoiceRates {
  agreed_rate: string | null;
  half_day_rate: string | null;
  full_day_rate: string | null;
  travel_cost_day: string | null;
  tool_cost: string | null;
}

const cents = (amount: string | null): number =>
  amount === null ? 0 : Math.round(Number(amount) * 100);

/**
 * With an agreed rate above 0, that is the price. Otherwise each day with logged work is billed
 * at the half-day rate up to 4 hours, or the full-day rate above, plus the travel cost per day;
 * then the tool cost is added once. A rate not set counts as 0. `dayHours` holds the hours
 * logged on each distinct day. Answers the 2-decimal string.
 */
export function invoiceAmount(rates: InvoiceRates, dayHours: readonly number[]): string {
  const agreed = cents(rates.agreed_rate);
  let total = agreed;
  if (agreed <= 0) {
    total = cents(rates.tool_cost);
    for (const hours of dayHours) {
      if (!(hours > 0)) continue;
      const dayRate =
        hours <= RECEIVABLE_RULES.halfDayMaxHours ? rates.half_day_rate : rates.full_day_rate;
      total += cents(dayRate) + cents(rates.travel_cost_day);
    }
  }
  return (total / 100).toFixed(2);
}
