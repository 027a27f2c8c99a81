import type { AuditChange } from '@trellis/contracts';

/** How a value is kept in the trail: as it is, or transformed first (masked, a list of names). */
export type AuditField<T> = keyof T | { field: string; read: (record: T) => unknown };

const isBlank = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What changed between two states of a record (null: it was not there, or is gone), for the
 * fields the trail follows. Only what differs is kept; blank and missing count as the same.
 * A create lists what was set, a delete what was there.
 */
export function fieldChanges<T>(
  before: T | null,
  after: T | null,
  fields: readonly AuditField<T>[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const spec of fields) {
    const field = typeof spec === 'object' ? spec.field : String(spec);
    const read = (record: T | null): unknown => {
      if (record === null) return null;
      const value =
        typeof spec === 'object' ? spec.read(record) : (record as Record<string, unknown>)[field];
      return value === undefined ? null : value;
    };
    const from = read(before);
    const to = read(after);
    if (same(from, to) || (isBlank(from) && isBlank(to))) continue;
    changes.push({ field, from, to });
  }
  return changes;
}

/**
 * Bank details are kept only by their last 4 characters (`••••1234`): enough to tell which
 * account was set, never enough to use it.
 */
export function maskTail(value: unknown, keep = 4): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).replace(/\s+/g, '');
  return `••••${text.slice(-keep)}`;
}
