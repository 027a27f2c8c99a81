// The audit trail's calls: one record's history or the whole log, newest first, and the check
// that the hash chain is intact.
import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './common';
import { ISO_DATE, isIsoDate } from './common/iso-date';

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_ACTOR_KINDS = ['staff', 'engineer', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

const day = z
  .string()
  .regex(ISO_DATE, 'Use a date in the form YYYY-MM-DD')
  .refine(isIsoDate, 'Use a real date in the form YYYY-MM-DD');
const name = z.string().trim().min(1).max(60);

/** GET /api/audit */
export const auditListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  entity: name.optional(),
  entity_id: z.string().trim().min(1).max(60).optional(),
  actor_id: z.coerce.number().int().positive().max(2_147_483_647, 'Not a user id').optional(),
  action: name.optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export type AuditListParams = z.output<typeof auditListQuerySchema>;

/** GET /api/audit/export.csv: the list's filters, every matching row. */
export const auditExportQuerySchema = auditListQuerySchema.omit({ page: true, limit: true });
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

export const auditChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
  /** The field is one this reader may not read: it changed, its values are left out. */
  hidden: z.literal(true).optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    kind: z.enum(AUDIT_ACTOR_KINDS),
  }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  entity_label: z.string().nullable(),
  changes: z.array(auditChangeSchema),
  request_id: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListResponseSchema = listResponseSchema(auditEventSchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** GET /api/audit/verify: whether every row still hashes to what the chain says. */
export const auditVerifyResponseSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  first_broken_id: z.number().int().nullable(),
  /** The first place of the chain with no row: the newest, oldest or all rows were deleted. */
  first_missing_seq: z.number().int().nullable(),
});
export type AuditVerifyResponse = z.infer<typeof auditVerifyResponseSchema>;
