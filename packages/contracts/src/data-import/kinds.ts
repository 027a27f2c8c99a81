import { ASSETS_IMPORT } from './rules/assets';
import { CUSTOMERS_IMPORT } from './rules/customers';
import { ENGINEERS_IMPORT } from './rules/engineers';
import { HOLIDAYS_IMPORT } from './rules/holidays';
import { LEADS_IMPORT } from './rules/leads';
import type { ImportKindRule } from './rules/rule';

export type { ImportField, ImportKindRule } from './rules/rule';
export { LEAD_IMPORT_LABELS } from './rules/leads';

// What each list takes from a file (one file per list in ./rules/): its fields (with the
// headers people give them), the field or fields that name one record so a second import
// updates instead of duplicating, and who may import.

export const IMPORT_KINDS = ['assets', 'customers', 'engineers', 'holidays', 'leads'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_RULES: Readonly<Record<ImportKind, ImportKindRule>> = {
  assets: ASSETS_IMPORT,
  customers: CUSTOMERS_IMPORT,
  engineers: ENGINEERS_IMPORT,
  holidays: HOLIDAYS_IMPORT,
  leads: LEADS_IMPORT,
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
