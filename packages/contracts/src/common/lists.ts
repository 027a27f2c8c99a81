import { z } from 'zod';

// The pieces every list endpoint and every route with an id shares.

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
export type IdParam = z.infer<typeof idParamSchema>;

export const sortOrderSchema = z.enum(['asc', 'desc']);

/** Query of every list endpoint: page from 1, limit at most 1000. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(7),
  search: z.string().trim().max(200).optional().default(''),
  order: sortOrderSchema.optional().default('asc'),
});

/**
 * A sorted list's query: page, search, its page size, and a sort among `fields` in an order, each
 * with its default. A list extends it with its filters.
 */
export function sortedListQuerySchema<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaults: { limit: number; sort: F[number]; order: 'asc' | 'desc' },
) {
  return listQuerySchema.extend({
    limit: z.coerce.number().int().min(1).max(1000).default(defaults.limit),
    sort: z.enum(fields).optional().default(defaults.sort),
    order: sortOrderSchema.optional().default(defaults.order),
  });
}

/** A sorted list's query whose default is its newest records first: one just added is on page 1. */
export function newestFirstQuerySchema<const F extends readonly [string, ...string[]]>(
  fields: 'created_at' extends F[number] ? F : never,
  limit: number,
) {
  return sortedListQuerySchema<F>(fields, { limit, sort: 'created_at', order: 'desc' });
}

/**
 * What a list shows with nothing in its address: its query schema's own defaults, so the screen,
 * the server and the tests read them from one place.
 */
export const listDefaultsOf = <S extends z.ZodType<object>>(schema: S): Readonly<z.output<S>> =>
  Object.freeze(schema.parse({}));

/** Whole-number counts under `keys`, in that order: a list's stat cards, the live badges. */
export function countsSchemaOf<const K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, z.number().int()]));
  return z.object(shape as Record<K, z.ZodNumber>);
}

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export const okSchema = z.object({ ok: z.literal(true) });
