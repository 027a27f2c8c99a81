import { displayCode, type AuditChange, type Customer } from '@trellis/contracts';

/** The customer's own fields the audit trail follows (ids, counts and timestamps are derived). */
const FIELDS = [
  'name',
  'type',
  'company_reg_no',
  'vat_no',
  'address',
  'account_email',
  'status',
  'profile_image',
] as const;

const personNames = (c: Customer) => c.persons.map((p) => `${p.person_name} <${p.person_email}>`);
const documentTitles = (c: Customer) => c.documents.map((d) => d.title);

/** `#AIM-C-012 Acme`: how the customer is shown, kept with each event. */
export const customerLabel = (c: { id: number; name: string }) =>
  `${displayCode('customer', c.id)} ${c.name}`;

/**
 * What changed between two states of a customer (null: not there), field by field; the
 * authorised persons and the documents as lists. Only what differs is kept.
 */
export function customerChanges(before: Customer | null, after: Customer | null): AuditChange[] {
  const value = (c: Customer | null, read: (c: Customer) => unknown) => (c ? read(c) : null);
  const candidates: AuditChange[] = [
    ...FIELDS.map((field) => ({
      field,
      from: value(before, (c) => c[field]),
      to: value(after, (c) => c[field]),
    })),
    { field: 'persons', from: value(before, personNames), to: value(after, personNames) },
    { field: 'documents', from: value(before, documentTitles), to: value(after, documentTitles) },
  ];
  return candidates.filter(
    (c) => JSON.stringify(c.from) !== JSON.stringify(c.to) && !(isEmpty(c.from) && isEmpty(c.to)),
  );
}

const isEmpty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0);
