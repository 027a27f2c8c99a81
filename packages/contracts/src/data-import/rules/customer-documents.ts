import { field } from './rule';

/** Documents a customer's row may carry, as repeated columns ("Document 1 title", …). */
export const IMPORT_MAX_DOCUMENTS = 3;

/** A document's two parts: the row field's suffix, the document's own field, its label. */
export const DOCUMENT_PARTS = [
  { part: 'title', key: 'title', label: 'title' },
  { part: 'expiry', key: 'expiry_date', label: 'expiry' },
] as const;

export const documentField = (n: number, part: string) => `document_${n}_${part}`;

/** The repeated document columns, document by document (titles and expiry dates, no files). */
export const DOCUMENT_IMPORT_FIELDS = Array.from({ length: IMPORT_MAX_DOCUMENTS }, (_, i) =>
  DOCUMENT_PARTS.map(({ part, label }) =>
    field(documentField(i + 1, part), `Document ${i + 1} ${label}`, false, [
      `document ${i + 1} ${part === 'expiry' ? 'expiry date' : 'name'}`,
      `doc ${i + 1} ${label}`,
    ]),
  ),
).flat();
