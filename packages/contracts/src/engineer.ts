import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './common';

export const ENGINEERS_PAGE_SIZE = 100;

export const engineerListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EngineerListItem = z.infer<typeof engineerListItemSchema>;

export const engineerListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(ENGINEERS_PAGE_SIZE),
  sort: z.enum(['name', 'email', 'created_at']).optional().default('created_at'),
  order: z.enum(['asc', 'desc']).optional().default('desc'),
});

/** The spec's client reads `data`; everything else reads `items`. Both carry the same list. */
export const engineerListResponseSchema = listResponseSchema(engineerListItemSchema).extend({
  data: z.array(engineerListItemSchema),
});
export type EngineerListResponse = z.infer<typeof engineerListResponseSchema>;
