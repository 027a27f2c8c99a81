import type { Permission } from '../permissions';

// What each list takes from a file: its fields (with the headers people give them), the field
// or fields that name one record so a second import updates instead of duplicating, and who may
// import.

export const IMPORT_KINDS = ['customers', 'holidays'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  /** Other headers that mean this field, compared without case, spaces or punctuation. */
  synonyms: readonly string[];
}

export interface ImportKindRule {
  /** The list, as its screen is called. */
  label: string;
  /** The record, for sentences ("12 customers created"). */
  noun: { one: string; many: string };
  fields: readonly ImportField[];
  /** The fields whose values, together, name one record (compared without case). */
  key: readonly string[];
  /** What importing takes (creating the list's records). */
  permission: Permission;
}

const field = (key: string, label: string, required: boolean, synonyms: string[] = []) => ({
  key,
  label,
  required,
  synonyms,
});

export const IMPORT_KIND_RULES: Readonly<Record<ImportKind, ImportKindRule>> = {
  customers: {
    label: 'Customers',
    noun: { one: 'customer', many: 'customers' },
    fields: [
      field('name', 'Name', true, ['company', 'company name', 'customer', 'customer name']),
      field('type', 'Type', false, ['customer type', 'kind']),
      field('account_email', 'Account email', true, ['email', 'e-mail', 'email address', 'mail']),
      field('company_reg_no', 'Company registration no', false, [
        'registration',
        'registration number',
        'company number',
        'reg no',
      ]),
      field('vat_no', 'VAT no', false, ['vat', 'vat number', 'tax id']),
      field('address', 'Address', false, ['street', 'postal address']),
      field('status', 'Status', false, ['active']),
    ],
    key: ['account_email'],
    permission: 'create',
  },
  holidays: {
    label: 'Holidays',
    noun: { one: 'holiday', many: 'holidays' },
    fields: [
      field('title', 'Title', true, ['name', 'holiday', 'holiday name']),
      field('type', 'Type', true, ['holiday type', 'kind']),
      field('country', 'Country', true, ['nation', 'region']),
      field('date', 'Date', true, ['day', 'holiday date']),
    ],
    key: ['country', 'date'],
    permission: 'create',
  },
};

/** A header as it is compared: lower case, letters and digits only ("E-mail" → "email"). */
export const normalisedHeader = (header: string) =>
  header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The field each header means, by the field's key, label or a synonym; a header that means none,
 * or a field an earlier header took, maps to null (its column is ignored).
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): (string | null)[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const wanted = normalisedHeader(header);
    const match = IMPORT_KIND_RULES[kind].fields.find(
      (f) =>
        !taken.has(f.key) &&
        [f.key, f.label, ...f.synonyms].some((name) => normalisedHeader(name) === wanted),
    );
    if (!match) return null;
    taken.add(match.key);
    return match.key;
  });
}
