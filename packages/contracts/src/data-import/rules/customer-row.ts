import { z } from 'zod';
import {
  customerCoreSchema,
  documentMetaSchema,
  dropCompanyOnlyFields,
  personInputSchema,
} from '../../customer/schemas';
import { DOCUMENT_PARTS, documentField, IMPORT_MAX_DOCUMENTS } from './customer-documents';
import { IMPORT_MAX_PERSONS, PERSON_PARTS, personField } from './customer-persons';

type CoreRow = z.infer<typeof customerCoreSchema> & Record<string, unknown>;

/** A repeated group of columns: how many, its parts, its field names and the form's schema. */
interface Group {
  count: number;
  parts: readonly { part: string; key: string }[];
  fieldOf: (n: number, part: string) => string;
  schema: z.ZodType;
}

const GROUPS = {
  persons: {
    count: IMPORT_MAX_PERSONS,
    parts: PERSON_PARTS,
    fieldOf: personField,
    schema: personInputSchema,
  },
  documents: {
    count: IMPORT_MAX_DOCUMENTS,
    parts: DOCUMENT_PARTS,
    fieldOf: documentField,
    schema: documentMetaSchema,
  },
} satisfies Record<string, Group>;

const cells = Object.fromEntries(
  Object.values(GROUPS).flatMap((group) =>
    Array.from({ length: group.count }, (_, i) =>
      group.parts.map(({ part }) => [group.fieldOf(i + 1, part), z.string().optional()]),
    ).flat(),
  ),
);

/**
 * A group's items from a row: each with any of its cells filled is checked as the form checks
 * one (each error on its own column); one with none is not there.
 */
function groupItems(row: Record<string, unknown>, group: Group, ctx: z.RefinementCtx) {
  const items: unknown[] = [];
  for (let n = 1; n <= group.count; n += 1) {
    const input = Object.fromEntries(
      group.parts.map(({ part, key }) => [key, row[group.fieldOf(n, part)]]),
    );
    if (Object.values(input).every((value) => value === undefined)) continue;
    const parsed = group.schema.safeParse(input);
    if (parsed.success) items.push(parsed.data);
    else
      for (const issue of parsed.error.issues) {
        const part = group.parts.find((each) => each.key === issue.path[0])?.part;
        ctx.addIssue({
          code: 'custom',
          path: part ? [group.fieldOf(n, part)] : [],
          message: issue.message,
        });
      }
  }
  return items;
}

/**
 * A customer's row: the form's fields, with up to three authorised persons and three documents
 * (titles and expiry dates) from repeated columns. The repeated cells stay beside the lists
 * they make: the preview shows each under its column.
 */
export const customerImportRowSchema = customerCoreSchema.extend(cells).transform((row, ctx) => ({
  ...dropCompanyOnlyFields(row as CoreRow),
  persons: groupItems(row, GROUPS.persons, ctx),
  documents: groupItems(row, GROUPS.documents, ctx),
}));
