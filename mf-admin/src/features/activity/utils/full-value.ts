import { auditFieldLabel } from '@trellis/contracts';

/**
 * A changed value in full, as the entry's details show it: the sentence shortens long texts to
 * a line, the details never do.
 */
export function fullValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(fullValue).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `${auditFieldLabel(key)}: ${fullValue(v)}`)
      .join(', ');
  return String(value);
}
