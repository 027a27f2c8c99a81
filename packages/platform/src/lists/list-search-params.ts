import type { z } from 'zod';

/**
 * Reads a list screen's address with the list's query schema, one field at a time: a value
 * that does not parse (`?page=abc`, an unknown sort) falls back to that field's default
 * instead of throwing the whole address away.
 */
export function parseSearchParams<S extends z.ZodObject>(
  schema: S,
  params: URLSearchParams,
): z.output<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const parsed = field.safeParse(params.get(key) ?? undefined);
    values[key] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return values as z.output<S>;
}

/** The address of a list: only what differs from the schema's defaults, so links stay short. */
export function toSearchParams<S extends z.ZodObject>(
  schema: S,
  values: z.output<S>,
): URLSearchParams {
  const defaults = parseSearchParams(schema, new URLSearchParams());
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (value === undefined || String(value) === String(defaults[key as keyof typeof defaults]))
      continue;
    params.set(key, String(value));
  }
  return params;
}
