import { displayCode, type AuditChange, type Customer } from '@trellis/contracts';
import { fieldChanges, type AuditField } from './audit-changes';

/**
 * The customer's own fields the audit trail follows (ids, counts and timestamps are derived);
 * the authorised persons and the documents as lists.
 */
const FIELDS: readonly AuditField<Customer>[] = [
  'name',
  'type',
  'company_reg_no',
  'vat_no',
  'address',
  'account_email',
  'status',
  'profile_image',
  { field: 'persons', read: (c) => c.persons.map((p) => `${p.person_name} <${p.person_email}>`) },
  { field: 'documents', read: (c) => c.documents.map((d) => d.title) },
];

/** `#AIM-C-012 Acme`: how the customer is shown, kept with each event. */
export const customerLabel = (c: { id: number; name: string }) =>
  `${displayCode('customer', c.id)} ${c.name}`;

/** What changed between two states of a customer (null: not there); only what differs is kept. */
export const customerChanges = (before: Customer | null, after: Customer | null): AuditChange[] =>
  fieldChanges(before, after, FIELDS);
