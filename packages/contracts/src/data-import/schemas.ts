import { z } from 'zod';
import { engineerInviteBodySchema } from '../engineer-profile/staff-bodies';
import { holidayBodySchema } from '../holiday/schemas';
import { IMPORT_KINDS, type ImportKind } from './kinds';
import { assetImportRowSchema } from './rules/asset-row';
import { customerImportRowSchema } from './rules/customer-row';
import { leadImportRowSchema } from './rules/lead-row';

/** Each kind's row, validated with the schema its form and its POST route use. */
export const IMPORT_ROW_SCHEMAS: Readonly<Record<ImportKind, z.ZodType>> = {
  assets: assetImportRowSchema,
  customers: customerImportRowSchema,
  engineers: engineerInviteBodySchema,
  holidays: holidayBodySchema,
  leads: leadImportRowSchema,
};

export const IMPORT_MODES = ['all', 'valid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/**
 * staging: the file is being read and checked; ready: the preview waits for a commit;
 * importing: the records are being written; then done, failed or cancelled.
 */
export const IMPORT_STATES = [
  'staging',
  'ready',
  'importing',
  'done',
  'failed',
  'cancelled',
] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/**
 * The multipart fields of `POST <list path>/import` besides the file: the mapping (JSON: the
 * field each column goes to, by column position, null to ignore it; guessed from the headers
 * when left out) and the mode (all or nothing, or the valid rows only).
 */
export const importFieldsSchema = z.object({
  mapping: z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Mapping must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.string().max(60).nullable()).max(1000))
    .optional(),
  mode: z.enum(IMPORT_MODES, { error: 'Mode must be all or valid' }).default('all'),
  /** A workbook's sheet to read, by name (left out: its first tab). */
  sheet: z.string().trim().min(1).max(200).optional(),
});

export const importCountsSchema = z.object({
  /** Data rows read from the file. */
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  errors: z.number().int(),
  /**
   * Records of another list the rows need created first, when there are any: a leads file's
   * new customers, named by account email with their name.
   */
  also_create: z.number().int().optional(),
});

/** An import, as its screen follows it. */
export const dataImportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  state: z.enum(IMPORT_STATES),
  mode: z.enum(IMPORT_MODES),
  /** The workbook sheet read (null for a CSV file). */
  sheet: z.string().nullable(),
  /** A workbook's sheets, in tab order (empty for a CSV file). */
  sheets: z.array(z.string()),
  /** The file's header row. */
  headers: z.array(z.string()),
  /** The field each column goes to, by position; null: ignored. */
  mapping: z.array(z.string().nullable()),
  counts: importCountsSchema,
  /** Why it failed, when it did. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Engineers only: when the invitations of the accounts it created were sent (null: not yet). */
  invitations_sent_at: z.string().nullable(),
});
export type DataImport = z.infer<typeof dataImportSchema>;

/** A row's error: its line in the file (the header is line 1), its column and the reason. */
export const importRowErrorSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** A row as it will be stored, and whether it creates or updates a record. */
export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  action: z.enum(['create', 'update']),
  values: z.record(z.string(), z.unknown()),
});

/** `GET /api/imports/:id`: the import, the first rows as they will be stored, a page of errors. */
export const importDetailSchema = z.object({
  import: dataImportSchema,
  rows: z.array(importPreviewRowSchema),
  errors: z.object({
    items: z.array(importRowErrorSchema),
    total: z.number().int(),
    page: z.number().int(),
  }),
});
export type ImportDetail = z.infer<typeof importDetailSchema>;

export const importDetailQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const importProgressEventSchema = z.object({
  id: z.number().int(),
  state: z.enum(IMPORT_STATES),
  /** Rows read (staging) or written (importing) so far. */
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgressEvent = z.infer<typeof importProgressEventSchema>;

/** `POST /api/imports/:id/invitations`: how many invitations go out. */
export const importInvitationsSchema = z.object({ sent: z.number().int() });
