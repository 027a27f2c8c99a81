import { z } from 'zod';
import { isEmptyInput, required } from './form-fields';

// Rates, costs and prices: money columns are numeric(12,2), so an amount is sent as a number or
// a numeric string and answered as a string with exactly 2 decimals.

/** Money columns are numeric(12,2): at most 10 digits before the point and 2 after. */
export const AMOUNT_MAX_INTEGER_DIGITS = 10;

export type AmountProblem = 'invalid' | 'negative' | 'decimals' | 'too_large';

/**
 * A rate or cost as the API stores and answers it: a string with exactly 2 decimals
 * ("350" → "350.00", 12.5 → "12.50"), or why the value cannot be one. Accepts a number or a
 * numeric string (what a number input gives); never goes through a float for a string.
 */
export function normalizeAmount(
  value: string | number,
): { ok: true; amount: string } | { ok: false; problem: AmountProblem } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'invalid' };
    if (value < 0) return { ok: false, problem: 'negative' };
    if (value >= 10 ** AMOUNT_MAX_INTEGER_DIGITS) return { ok: false, problem: 'too_large' };
    if (Math.round(value * 100) / 100 !== value) return { ok: false, problem: 'decimals' };
    text = value.toFixed(2);
  } else {
    text = value.trim();
  }
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return { ok: false, problem: 'invalid' };
  const integer = (match[2] ?? '').replace(/^0+/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (match[1] && (integer || fraction)) return { ok: false, problem: 'negative' };
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  if (integer.length > AMOUNT_MAX_INTEGER_DIGITS) return { ok: false, problem: 'too_large' };
  return { ok: true, amount: `${integer || '0'}.${fraction.padEnd(2, '0')}` };
}

/** A stored rate or cost, as PostgreSQL answers numeric(12,2): "350.00". */
export const decimalAmountSchema = z.string().regex(/^\d{1,10}\.\d{2}$/);

export const AMOUNT_MESSAGES: Record<AmountProblem, (label: string) => string> = {
  invalid: (label) => `${label} must be a number`,
  negative: (label) => `${label} cannot be negative`,
  decimals: (label) => `${label} can have at most 2 decimals`,
  too_large: (label) => `${label} is too large`,
};

/**
 * A rate or cost: a number or a numeric string, ≥ 0, at most 2 decimals, at most 10 digits
 * before the point; parsed to the 2-decimal string the API stores (see `normalizeAmount`).
 */
export const amountInput = (label: string) =>
  z.union([z.string(), z.number()], { error: AMOUNT_MESSAGES.invalid(label) }).nullish();

/** The stored form of a non-empty amount, or an issue naming the field's problem. */
export function toAmount(value: string | number, label: string, ctx: z.RefinementCtx): string {
  const result = normalizeAmount(value);
  if (result.ok) return result.amount;
  ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGES[result.problem](label) });
  return z.NEVER;
}

export const requiredAmount = (label: string) =>
  amountInput(label).transform((value, ctx): string => {
    if (!isEmptyInput(value)) return toAmount(value, label, ctx);
    ctx.addIssue({ code: 'custom', message: required(label) });
    return z.NEVER;
  });

/** Optional amount: empty or missing becomes null. */
export const optionalAmount = (label: string) =>
  amountInput(label).transform((value, ctx): string | null =>
    isEmptyInput(value) ? null : toAmount(value, label, ctx),
  );
