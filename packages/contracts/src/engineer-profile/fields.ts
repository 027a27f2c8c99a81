import { z } from 'zod';
import { isIsoDate } from '../common/iso-date';
import { PROFILE_LIST_MAX } from './enums';

// The profile's field helpers. They are not the office forms' helpers in ../common/: the
// mobile app already shows these messages (a value of the wrong type reads "X is required"
// here), and blank optional text stays as sent instead of becoming null.

export const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
export const optionalText = (label: string, max = 200) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();
export const date = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`);
export const level = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
export const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
export const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(PROFILE_LIST_MAX, `At most ${PROFILE_LIST_MAX} entries`);

/** Phone numbers: digits with an optional leading +, spaces, dashes, dots and brackets. */
export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^\+?[0-9 ()\-.]{5,30}$/, 'Phone must be a phone number (digits, +, spaces, dashes)');

export const withDates = <T extends { issue_date?: string | null; expiry_date?: string | null }>(
  entry: T,
) => !entry.issue_date || !entry.expiry_date || entry.issue_date <= entry.expiry_date;
