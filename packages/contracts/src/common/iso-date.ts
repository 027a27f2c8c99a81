import { z } from 'zod';
import { isBlank, required } from './form-fields';

// Calendar days written YYYY-MM-DD: the check, the stored form, and the form and query fields.

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A day as the API answers it (a `date` column), YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(ISO_DATE);

export const dateMessage = (label: string) => `${label} must be a date (YYYY-MM-DD)`;

export const requiredDate = (label: string) =>
  z
    .string({ error: (issue) => (isBlank(issue.input) ? required(label) : dateMessage(label)) })
    .trim()
    .refine(isIsoDate, {
      error: (issue) => (isBlank(issue.input) ? required(label) : dateMessage(label)),
    });

/** Optional date: empty or missing becomes null. */
export const optionalDate = (label: string) =>
  z
    .string({ error: dateMessage(label) })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isIsoDate(v), dateMessage(label));

/** A list query's optional date bound (`from`, `to`): absent means no bound. */
export const queryDate = (label: string) =>
  z.string().trim().refine(isIsoDate, dateMessage(label)).optional();
