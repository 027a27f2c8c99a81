import { z } from 'zod';
import { eventSchemasOf } from '../common/area-event-schemas';
import { customerArea } from './area';
import { listDefaultsOf, newestFirstQuerySchema, listResponseSchema } from '../common';
import { ISO_DATE } from '../common/iso-date';
import { plainOptionalText } from '../common/form-fields';
import { moneySchema } from '../common/money';
import { emailSchema } from '../auth';
import { importedByFilter } from '../common/imported-by';

export const CUSTOMER_TYPES = ['Company', 'Freelancer'] as const;
export const CUSTOMER_STATUSES = ['Active', 'Inactive'] as const;
export const CUSTOMERS_PAGE_SIZE = 7;

export const customerTypeSchema = z.enum(CUSTOMER_TYPES);
export const customerStatusSchema = z.enum(CUSTOMER_STATUSES);

const isoDate = z.string().regex(ISO_DATE, 'Use a date in the form YYYY-MM-DD');

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

/** Texts of the customer screens and calls, in the product's fixed wording. */
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
  company_reg_no: plainOptionalText(60),
  vat_no: plainOptionalText(60),
  address: plainOptionalText(500),
  account_email: emailSchema,
  status: customerStatusSchema.default('Active'),
});

// Company Registration No and VAT apply to companies only.
export function dropCompanyOnlyFields<
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
  /** Null for a document imported with its title and expiry but no file. */
  file_path: z.string().nullable(),
  file_name: z.string().nullable(),
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

/** The sortable columns of the customers table, in table order. */
export const CUSTOMER_SORT_FIELDS = [
  'name',
  'type',
  'first_person',
  'documents_count',
  'status',
  'created_at',
] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

/** The Document Filters select: its values and its labels. */
export const CUSTOMER_DOCUMENT_FILTERS = ['all', 'expiring', 'expired'] as const;
export type CustomerDocumentFilter = (typeof CUSTOMER_DOCUMENT_FILTERS)[number];
export const CUSTOMER_DOCUMENT_FILTER_LABELS: Record<CustomerDocumentFilter, string> = {
  all: 'All Documents',
  expiring: 'Expiring in 30 Days',
  expired: 'Already Expired',
};

/**
 * GET /api/customers' query, and the list screen's address: the server and the remote parse
 * both with this one schema, so their defaults cannot disagree.
 */
export const customerListQuerySchema = newestFirstQuerySchema(
  CUSTOMER_SORT_FIELDS,
  CUSTOMERS_PAGE_SIZE,
).extend({
  documents: z.enum(CUSTOMER_DOCUMENT_FILTERS).optional().default('all'),
  import_id: importedByFilter,
});

/** With no sort chosen the newest customers come first, so a new one is on page 1. */
export const CUSTOMER_LIST_DEFAULTS = listDefaultsOf(customerListQuerySchema);
/** What a caller may send (everything optional). */
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;
/** The query after parsing, with every default filled in. */
export type CustomerListParams = z.output<typeof customerListQuerySchema>;

export const customerStatsSchema = z.object({
  totalCustomers: z.number().int(),
  active: z.number().int(),
  totalTickets: z.number().int(),
  /** One entry per currency: amounts in different currencies are never added together. */
  totalRevenue: z.array(moneySchema),
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;

export const customerListResponseSchema = listResponseSchema(customerListItemSchema).extend({
  stats: customerStatsSchema,
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

/** Payload of customer:created, customer:updated and customer:deleted. */
export const customerEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
});
export type CustomerEvent = z.infer<typeof customerEventSchema>;

/** The payload of each of the area's events, by name. */
export const customerEventSchemas = eventSchemasOf(customerArea, {
  customerCreated: customerEventSchema,
  customerUpdated: customerEventSchema,
  customerDeleted: customerEventSchema,
});
