import { z } from 'zod';
import { enumField, requiredText } from '../common/form-fields';
import { SAVED_VIEW_LIST_NAMES, savedViewQuery } from './lists';
import { SAVED_VIEW_HIDDEN_COLUMNS_MAX, SAVED_VIEW_NAME_MAX, SAVED_VIEW_QUERY_MAX } from './texts';

export const savedViewListSchema = enumField(SAVED_VIEW_LIST_NAMES, 'List');

/** A column's key, as a list's table names it. */
const columnKeySchema = z
  .string({ error: 'Columns must be column names' })
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Columns must be column names');

/** What a view keeps of a list: its address parameters (filter, sort, page size) and columns. */
const viewStateFields = {
  query: z
    .string({ error: 'Query must be text' })
    .max(SAVED_VIEW_QUERY_MAX, `Query must be at most ${SAVED_VIEW_QUERY_MAX} characters`)
    .default('')
    .transform(savedViewQuery),
  hidden_columns: z
    .array(columnKeySchema, { error: 'Hidden columns must be a list of column names' })
    .max(SAVED_VIEW_HIDDEN_COLUMNS_MAX, `At most ${SAVED_VIEW_HIDDEN_COLUMNS_MAX} hidden columns`)
    .default([])
    .transform((keys) => [...new Set(keys)].sort()),
};

export const savedViewBodySchema = z.object({
  list: savedViewListSchema,
  name: requiredText('View name', SAVED_VIEW_NAME_MAX),
  shared: z.boolean({ error: 'Shared must be true or false' }).default(false),
  ...viewStateFields,
});
export type SavedViewBody = z.output<typeof savedViewBodySchema>;
export type SavedViewBodyInput = z.input<typeof savedViewBodySchema>;

/** An edit names no list: a view stays a view of the list it was saved from. */
export const savedViewUpdateSchema = savedViewBodySchema.omit({ list: true });
export type SavedViewUpdate = z.output<typeof savedViewUpdateSchema>;

export const savedViewItemSchema = z.object({
  id: z.number().int(),
  list: savedViewListSchema,
  name: z.string(),
  shared: z.boolean(),
  query: z.string(),
  hidden_columns: z.array(z.string()),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  /** Whether the reader saved it (and so may change it). */
  mine: z.boolean(),
  /** Whether it is the reader's default view of its list. */
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedViewItem = z.infer<typeof savedViewItemSchema>;

export const savedViewListQuerySchema = z.object({ list: savedViewListSchema });

/** A list's views for the reader: their own first, then those shared with everyone, by name. */
export const savedViewListResponseSchema = z.object({
  items: z.array(savedViewItemSchema),
  default_view_id: z.number().int().nullable(),
});
export type SavedViewListResponse = z.infer<typeof savedViewListResponseSchema>;

export const savedViewDefaultBodySchema = z.object({
  list: savedViewListSchema,
  view_id: z.number({ error: 'View must be a view id or null' }).int().positive().nullable(),
});
export type SavedViewDefaultBody = z.infer<typeof savedViewDefaultBodySchema>;

export const savedViewDeleteResponseSchema = z.object({
  id: z.number().int(),
  message: z.string(),
});
