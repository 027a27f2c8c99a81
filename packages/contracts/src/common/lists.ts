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

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export const okSchema = z.object({ ok: z.literal(true) });
