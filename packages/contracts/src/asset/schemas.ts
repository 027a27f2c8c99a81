import { z } from 'zod';
import { eventSchemasOf } from '../common/area-event-schemas';
import { assetArea } from './area';
import { listDefaultsOf, newestFirstQuerySchema, listResponseSchema } from '../common';
import { decimalAmountSchema, requiredAmount } from '../common/amount';
import { CURRENCIES } from '../common/currency';
import { enumField, optionalText, requiredText } from '../common/form-fields';
import { importedByFilter } from '../common/imported-by';
import { isoDateSchema, requiredDate } from '../common/iso-date';
import { moneySchema } from '../common/money';
import {
  ASSET_FIELD_LABELS as L,
  ASSET_FORM_DEFAULTS,
  ASSET_MESSAGES,
  ASSET_STATUSES,
  ASSET_STATUS_FILTERS,
  ASSET_TYPES,
  ASSET_TYPE_FILTERS,
  ASSETS_PAGE_SIZE,
} from './texts';

// The asset's bodies, responses, list query and events (issue 12).

export const assetTypeSchema = z.enum(ASSET_TYPES);
export const assetStatusSchema = z.enum(ASSET_STATUSES);

/** PostgreSQL integer ids: anything larger names no row. */
const MAX_ID = 2_147_483_647;

/**
 * The optional link of the assignee to an account (a system user or an engineer, both rows of
 * `users`): a positive id as a number or numeric string; empty or missing is no link.
 */
export const assigneeUserIdField = z
  .union([z.number(), z.string()], { error: ASSET_MESSAGES.assigneeNotFound })
  .nullish()
  .transform((value, ctx): number | null => {
    if (value === null || value === undefined || value === '') return null;
    const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID) return id;
    ctx.addIssue({ code: 'custom', message: ASSET_MESSAGES.assigneeNotFound });
    return z.NEVER;
  });

/**
 * POST /api/assets and PUT /api/assets/:id (JSON), and the form's resolver. `value` comes out
 * as the 2-decimal string stored in numeric(12,2); empty optionals as null. When an account is
 * linked and `assignee` is empty, the server writes the account's name into `assignee`.
 */
export const assetBodySchema = z.object({
  name: requiredText(L.name, 200),
  serial_no: optionalText(L.serial_no, 100),
  type: enumField(ASSET_TYPES, L.type),
  assignee: optionalText(L.assignee, 200),
  assignee_user_id: assigneeUserIdField,
  location: optionalText(L.location, 200),
  status: enumField(ASSET_STATUSES, L.status),
  purchase_date: requiredDate(L.purchase_date),
  value: requiredAmount(L.value),
  currency: enumField(CURRENCIES, L.currency),
});
/** What a client may send (and what the form holds). */
export type AssetBodyInput = z.input<typeof assetBodySchema>;
/** The parsed body: what the API writes. */
export type AssetBody = z.output<typeof assetBodySchema>;

/** The account an asset's assignee is linked to. */
export const assetAssigneeUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** `staff` is a system user, `engineer` an engineer. */
  role: z.enum(['staff', 'engineer']),
});
export type AssetAssigneeUser = z.infer<typeof assetAssigneeUserSchema>;

/** An asset as the API answers it, in the list and everywhere else. */
export const assetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Names the asset on a second import; unique without case. */
  serial_no: z.string().nullable(),
  type: assetTypeSchema,
  /** The assignee as shown: free text, or the linked account's name when none was typed. */
  assignee: z.string().nullable(),
  assignee_user_id: z.number().int().nullable(),
  /** The linked account, or null (never linked, or that account was deleted). */
  assignee_user: assetAssigneeUserSchema.nullable(),
  location: z.string().nullable(),
  status: assetStatusSchema,
  purchase_date: isoDateSchema,
  /** numeric(12,2) as text: "1299.00". */
  value: decimalAmountSchema,
  currency: z.enum(CURRENCIES),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

/** The sortable columns (the table's, in order), and creation. */
export const ASSET_SORT_FIELDS = [
  'name',
  'assignee',
  'location',
  'status',
  'value',
  'purchase_date',
  'created_at',
] as const;
export type AssetSortField = (typeof ASSET_SORT_FIELDS)[number];

/**
 * GET /api/assets' query, and the screen's address. `search` matches the name, the assignee
 * and the location (contains, case-insensitive); `type` and `status` filter ('all': no filter).
 */
export const assetListQuerySchema = newestFirstQuerySchema(
  ASSET_SORT_FIELDS,
  ASSETS_PAGE_SIZE,
).extend({
  type: z.enum(ASSET_TYPE_FILTERS).optional().default('all'),
  status: z.enum(ASSET_STATUS_FILTERS).optional().default('all'),
  import_id: importedByFilter,
});

/** With no sort chosen the newest assets come first, so a new one is on page 1. */
export const ASSET_LIST_DEFAULTS = listDefaultsOf(assetListQuerySchema);
export type AssetListQuery = z.input<typeof assetListQuerySchema>;
export type AssetListParams = z.output<typeof assetListQuerySchema>;

/** The stat cards over every asset matching the search and filters, not just the page. */
export const assetStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  maintenance: z.number().int(),
  /** One entry per currency, by currency: amounts in different currencies are never added. */
  total_value: z.array(moneySchema),
});
export type AssetStats = z.infer<typeof assetStatsSchema>;

export const assetListResponseSchema = listResponseSchema(assetSchema).extend({
  stats: assetStatsSchema,
});
export type AssetListResponse = z.infer<typeof assetListResponseSchema>;

/** GET /api/assets/assignees: the accounts an assignee can be linked to, by name or email. */
export const assetAssigneeQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AssetAssigneeQuery = z.input<typeof assetAssigneeQuerySchema>;
export const assetAssigneeListSchema = z.object({ items: z.array(assetAssigneeUserSchema) });
export type AssetAssigneeList = z.infer<typeof assetAssigneeListSchema>;

/** Payload of asset:created, asset:updated and asset:deleted. */
export const assetEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: assetTypeSchema,
  status: assetStatusSchema,
});
export type AssetEvent = z.infer<typeof assetEventSchema>;
export const assetEventSchemas = eventSchemasOf(assetArea, {
  assetCreated: assetEventSchema,
  assetUpdated: assetEventSchema,
  assetDeleted: assetEventSchema,
});

/** A new asset form: the defaults, bought today. */
export function assetFormDefaults(today: string): AssetBodyInput {
  return {
    name: '',
    serial_no: '',
    type: ASSET_FORM_DEFAULTS.type,
    assignee: '',
    assignee_user_id: null,
    location: '',
    status: ASSET_FORM_DEFAULTS.status,
    purchase_date: today,
    value: '',
    currency: ASSET_FORM_DEFAULTS.currency,
  };
}

/** The edit form's values from a saved asset (nulls as empty inputs). */
export function assetToFormValues(asset: Asset): AssetBodyInput {
  return {
    name: asset.name,
    serial_no: asset.serial_no ?? '',
    type: asset.type,
    assignee: asset.assignee ?? '',
    assignee_user_id: asset.assignee_user_id,
    location: asset.location ?? '',
    status: asset.status,
    purchase_date: asset.purchase_date,
    value: asset.value,
    currency: asset.currency,
  };
}
