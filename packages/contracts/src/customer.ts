import { z } from 'zod';
import { listQuerySchema } from './common';
import { emailSchema } from './auth';

export const CUSTOMER_TYPES = ['Company', 'Freelancer'] as const;
export const CUSTOMER_STATUSES = ['Active', 'Inactive'] as const;
export const CUSTOMERS_PAGE_SIZE = 7;
/** Document expiry thresholds in days (spec 001 §4, §9). */
export const EXPIRY_THRESHOLDS = { critical: 30, warning: 45, info: 90 } as const;

export const customerTypeSchema = z.enum(CUSTOMER_TYPES);
export const customerStatusSchema = z.enum(CUSTOMER_STATUSES);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date in the form YYYY-MM-DD');

export const personInputSchema = z.object({
  person_name: z.string().trim().min(1, 'Name is required').max(120),
  person_email: emailSchema,
  person_contact: z.string().trim().min(1, 'Contact is required').max(40),
});
export type PersonInput = z.infer<typeof personInputSchema>;

export const documentMetaSchema = z.object({
  title: z.string().trim().min(1, 'Document title is required').max(200),
  expiry_date: isoDate.nullish().transform((v) => v ?? null),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Texts of the customer screens and calls, verbatim from spec 001 §5 and §8. */
export const CUSTOMER_MESSAGES = {
  personRowIncomplete:
    'Please fill all fields (Name, Email, Contact) for the current person before adding a new one.',
  documentRowIncomplete:
    'Please fill all fields (Title and File) for the current document before adding a new one.',
  documentNeedsFile: 'Each document needs a title and a file',
  saveFailed: 'Failed to save customer',
  deleteConfirm: 'Are you sure?',
  noPersons: 'No authorized persons added',
  noDocuments: 'No documents uploaded',
  noDocumentFound: 'No document found.',
} as const;

/** The customer's own fields, shared by the form (which picks from it) and the server. */
export const customerCoreSchema = z.object({
  type: customerTypeSchema.default('Company'),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  company_reg_no: optionalText(60),
  vat_no: optionalText(60),
  address: optionalText(500),
  account_email: emailSchema,
  status: customerStatusSchema.default('Active'),
});

// Company Registration No and VAT apply to companies only.
function dropCompanyOnlyFields<
  T extends { type: string; company_reg_no: string | null; vat_no: string | null },
>(v: T): T {
  return v.type === 'Freelancer' ? { ...v, company_reg_no: null, vat_no: null } : v;
}

/** The text parts of POST/PUT /api/customers after the JSON parts are parsed. */
export const customerFieldsSchema = customerCoreSchema
  .extend({
    persons: z.array(personInputSchema).max(50).default([]),
    documents_meta: z.array(documentMetaSchema).max(20).default([]),
    /** PUT only: documents of this customer to delete (with their files). */
    remove_document_ids: z.array(z.number().int().positive()).max(100).default([]),
  })
  .transform(dropCompanyOnlyFields);
export type CustomerFields = z.infer<typeof customerFieldsSchema>;
export type CustomerCore = z.infer<typeof customerCoreSchema>;

export const personSchema = personInputSchema.extend({ id: z.number().int() });
export type Person = z.infer<typeof personSchema>;

export const customerDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  expiry_date: z.string().nullable(),
  file_path: z.string(),
  file_name: z.string(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

const customerBase = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: customerTypeSchema,
  company_reg_no: z.string().nullable(),
  vat_no: z.string().nullable(),
  address: z.string().nullable(),
  account_email: z.string(),
  status: customerStatusSchema,
  profile_image: z.string().nullable(),
  first_person: z.string().nullable(),
  documents_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const customerListItemSchema = customerBase.extend({
  /** The soonest expiry date from today on (drives the 30/45/90 badge); null when none. */
  nearest_expiry: z.string().nullable(),
  /** Documents already expired or expiring within 30 days, soonest first (the documents modal). */
  expiring_documents: z.array(customerDocumentSchema),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerSchema = customerBase.extend({
  persons: z.array(personSchema),
  documents: z.array(customerDocumentSchema),
});
export type Customer = z.infer<typeof customerSchema>;

export const CUSTOMER_SORT_FIELDS = [
  'name',
  'type',
  'first_person',
  'documents_count',
  'status',
  'created_at',
] as const;

export const customerListQuerySchema = listQuerySchema.extend({
  sort: z.enum(CUSTOMER_SORT_FIELDS).optional().default('created_at'),
  documents: z.enum(['all', 'expiring', 'expired']).optional().default('all'),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const moneySchema = z.object({ currency: z.string(), amount: z.string() });
export type Money = z.infer<typeof moneySchema>;

export const customerStatsSchema = z.object({
  totalCustomers: z.number().int(),
  active: z.number().int(),
  totalTickets: z.number().int(),
  /** One entry per currency: amounts in different currencies are never added together. */
  totalRevenue: z.array(moneySchema),
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;

export const customerListResponseSchema = z.object({
  items: z.array(customerListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  stats: customerStatsSchema,
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

export type ExpiryUrgency = 'expired' | 'critical' | 'warning' | 'info' | null;

/** Days from today (local date) to an ISO date; negative when past. */
export function daysUntil(isoDay: string, today: Date = new Date()): number {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const target = Date.UTC(y, m - 1, d);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - start) / 86_400_000);
}

/** Urgency by the 30/45/90-day rule of spec 001 §4. */
export function expiryUrgency(expiry: string | null | undefined, today?: Date): ExpiryUrgency {
  if (!expiry) return null;
  const days = daysUntil(expiry, today);
  if (days < 0) return 'expired';
  if (days <= EXPIRY_THRESHOLDS.critical) return 'critical';
  if (days <= EXPIRY_THRESHOLDS.warning) return 'warning';
  if (days <= EXPIRY_THRESHOLDS.info) return 'info';
  return null;
}

/** Payload of customer:created, customer:updated and customer:deleted. */
export const customerEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
});
export type CustomerEvent = z.infer<typeof customerEventSchema>;
