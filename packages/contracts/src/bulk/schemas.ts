import { z } from 'zod';
import { BULK_FILTER_MAX, BULK_MESSAGES, SELECTION_EXPORT_MAX_IDS } from './texts';

const idSchema = z.number({ error: 'Ids must be numbers' }).int().positive().max(2_147_483_647);

/**
 * Which records a bulk action takes: the ids ticked on screen, or every record the list's filter
 * matches (its address parameters, as the list page sends them to the list), resolved by the
 * server so that 50,000 records cost the browser no more than 5.
 */
export const bulkSelectionFields = {
  ids: z
    .array(idSchema, { error: 'Ids must be a list of record ids' })
    .min(1, 'Choose at least one record')
    .max(100_000, 'Choose at most 100,000 records by id; select by filter instead')
    .optional(),
  filter: z
    .string({ error: 'Filter must be a list address query' })
    .max(BULK_FILTER_MAX, `Filter must be at most ${BULK_FILTER_MAX} characters`)
    .optional(),
};

const exactlyOneSelection = (body: { ids?: unknown; filter?: unknown }) =>
  (body.ids === undefined) !== (body.filter === undefined);

/** One bulk action's body: its name, its parameters, and the selection it acts on. */
export function bulkAction<const A extends string, const P extends z.ZodRawShape | z.ZodType>(
  action: A,
  params: P,
) {
  return z.object({
    action: z.literal(action),
    params: (params instanceof z.ZodType ? params : z.object(params)) as P extends z.ZodType
      ? P
      : z.ZodObject<Extract<P, z.ZodRawShape>>,
    ...bulkSelectionFields,
  });
}

/** A list's bulk body: `{ action, ids | filter, params }`, `params` as the action takes them. */
export function bulkBodySchema<
  const O extends readonly [ReturnType<typeof bulkAction>, ...ReturnType<typeof bulkAction>[]],
>(actions: O) {
  return z
    .discriminatedUnion('action', actions)
    .refine(exactlyOneSelection, { message: BULK_MESSAGES.selectionNeeded, path: ['ids'] });
}

/**
 * A selection's CSV address: `ids` (comma-separated, at most SELECTION_EXPORT_MAX_IDS) or
 * `filter` (the list's address query), not both; neither exports the whole list.
 */
export const selectionExportQuerySchema = z
  .object({
    ids: z
      .string()
      .max(SELECTION_EXPORT_MAX_IDS * 11, 'Too many ids; select by filter instead')
      .regex(/^\d{1,10}(,\d{1,10})*$/, 'Ids must be record ids separated by commas')
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .pipe(
        z
          .array(idSchema)
          .max(
            SELECTION_EXPORT_MAX_IDS,
            `Choose at most ${SELECTION_EXPORT_MAX_IDS} records by id; select by filter instead`,
          ),
      )
      .optional(),
    filter: bulkSelectionFields.filter,
  })
  .refine((query) => query.ids === undefined || query.filter === undefined, {
    message: BULK_MESSAGES.selectionNeeded,
    path: ['ids'],
  });
export type SelectionExportQuery = z.output<typeof selectionExportQuerySchema>;

export const BULK_RUN_STATES = ['running', 'done', 'cancelled', 'undone'] as const;
export type BulkRunState = (typeof BULK_RUN_STATES)[number];

/** One record a bulk action could not change, and why (the message its own call would give). */
export const bulkFailureSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  reason: z.string(),
});
export type BulkFailure = z.infer<typeof bulkFailureSchema>;

/** A bulk action's run: where it stands, what it did, and until when it can be undone. */
export const bulkRunSchema = z.object({
  id: z.number().int(),
  list: z.string(),
  action: z.string(),
  state: z.enum(BULK_RUN_STATES),
  total: z.number().int(),
  processed: z.number().int(),
  succeeded: z.number().int(),
  failures: z.array(bulkFailureSchema),
  /** Until when Undo is offered; null when the action cannot be undone (a payment, a decision). */
  undo_until: z.string().nullable(),
  created_at: z.string(),
});
export type BulkRun = z.infer<typeof bulkRunSchema>;

/** An undo's answer: the run, now undone, and the records left as they were changed since. */
export const bulkUndoResponseSchema = z.object({
  run: bulkRunSchema,
  restored: z.number().int(),
  refused: z.array(bulkFailureSchema),
});
export type BulkUndoResponse = z.infer<typeof bulkUndoResponseSchema>;

/** `bulk:progress`, told to the account that started the run after each batch. */
export const bulkProgressEventSchema = z.object({
  id: z.number().int(),
  state: z.enum(BULK_RUN_STATES),
  total: z.number().int(),
  processed: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type BulkProgressEvent = z.infer<typeof bulkProgressEventSchema>;
