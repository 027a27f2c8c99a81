import { z } from 'zod';
import { eventSchemasOf } from '../common/area-event-schemas';
import { engineerArea } from './area';
import { listQuerySchema, listResponseSchema } from '../common';
import { decimalAmountSchema } from '../common/amount';
import { CURRENCIES } from '../common/currency';
import { importedByFilter } from '../common/imported-by';
import {
  ENGINEER_DOCUMENT_FILTERS,
  engineerComplianceSchema,
  engineerProfileSchema,
  engineerStatusSchema,
  ENGINEER_STATUSES,
  paymentDetailsSchema,
} from '../engineer-profile';

export const ENGINEERS_PAGE_SIZE = 100;

export const engineerListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: engineerStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** Nearest expiry among ID documents and right to work (engineerCompliance). */
  compliance: engineerComplianceSchema,
});
export type EngineerListItem = z.infer<typeof engineerListItemSchema>;

export const engineerListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(ENGINEERS_PAGE_SIZE),
  sort: z.enum(['name', 'email', 'created_at']).optional().default('created_at'),
  order: z.enum(['asc', 'desc']).optional().default('desc'),
  status: z.enum(ENGINEER_STATUSES).optional(),
  /** expiring: nearest expiry within 0–30 days; expired: before today (as customers have). */
  documents: z.enum(ENGINEER_DOCUMENT_FILTERS).optional().default('all'),
  import_id: importedByFilter,
});
export type EngineerListQuery = z.input<typeof engineerListQuerySchema>;
export type EngineerListParams = z.output<typeof engineerListQuerySchema>;

/** Older clients read `data`; everything else reads `items`. Both carry the same list. */
export const engineerListResponseSchema = listResponseSchema(engineerListItemSchema).extend({
  data: z.array(engineerListItemSchema),
});
export type EngineerListResponse = z.infer<typeof engineerListResponseSchema>;

/**
 * GET /api/engineers/:id and /api/engineers/me: account, contact, profile, last_login, and the
 * hourly pay rate payouts are computed with (issue 11). The defaults are what an engineer
 * without a rate shows: none, in dollars.
 */
export const engineerDetailSchema = engineerListItemSchema.extend({
  last_login: z.string().nullable(),
  /** `paymentDetails` is absent for a caller without the Manage Team permission. */
  profile: engineerProfileSchema.extend({ paymentDetails: paymentDetailsSchema.nullish() }),
  /**
   * Per hour, in `pay_currency`; null until staff set it in the Edit form. Both are absent for
   * a caller without the Manage Team permission.
   */
  pay_rate: decimalAmountSchema.nullable().optional(),
  /** The one set in the Edit form, else the profile's payment currency, else USD. */
  pay_currency: z.enum(CURRENCIES).optional(),
});
export type EngineerDetail = z.infer<typeof engineerDetailSchema>;

/** engineer:created / engineer:updated: the list item's fields, any subset, keyed by id. */
export const engineerEventSchema = engineerListItemSchema
  .partial()
  .extend({ id: z.number().int(), userId: z.number().int().optional() });
export type EngineerEvent = z.infer<typeof engineerEventSchema>;

/** profile:updated: who changed, with the contact fields the list shows. */
export const profileUpdatedEventSchema = engineerEventSchema.extend({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type ProfileUpdatedEvent = z.infer<typeof profileUpdatedEventSchema>;

/** DELETE /api/engineers/:id */
export const engineerDeleteResponseSchema = z.object({
  id: z.number().int(),
  message: z.string(),
});

/** Payload of engineer:deleted: which engineer is gone. */
export const engineerDeletedEventSchema = z.object({ id: z.number().int() });

/** The payload of each of the area's events, by name. */
export const engineerEventSchemas = eventSchemasOf(engineerArea, {
  engineerCreated: engineerEventSchema,
  engineerUpdated: engineerEventSchema,
  engineerDeleted: engineerDeletedEventSchema,
  profileUpdated: profileUpdatedEventSchema,
});
