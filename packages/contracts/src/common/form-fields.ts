import { z } from 'zod';

// Form field helpers every area's forms use, so a field says "X is required" and "X must be at
// most N characters" in the same words everywhere.

export const isBlank = (v: unknown) => v === undefined || v === null || v === '';
export const required = (label: string) => `${label} is required`;

/** Empty for an amount or a number input: missing, null, or only spaces. */
export const isEmptyInput = (
  value: string | number | null | undefined,
): value is '' | null | undefined =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** An enum field of the form: "X is required" when empty, else "X must be one of: …". */
export const enumField = <const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
) =>
  z.enum(values, {
    error: (issue) =>
      isBlank(issue.input) ? required(label) : `${label} must be one of: ${values.join(', ')}`,
  });

export const requiredText = (label: string, max: number) =>
  z
    .string({
      error: (issue) => (isBlank(issue.input) ? required(label) : `${label} must be text`),
    })
    .trim()
    .min(1, required(label))
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: empty or missing becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Optional text with zod's own messages (the account and customer forms): empty becomes null. */
export const plainOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Cross-field rules run even while another field is invalid, so the form shows them at once;
 * but only on an object (a `null` or array body has no fields to compare).
 */
export const ALWAYS = {
  when: ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value),
};
