import type { z } from 'zod';
import {
  IMPORT_KIND_RULES,
  IMPORT_MAX_CELL,
  IMPORT_MESSAGES,
  IMPORT_ROW_SCHEMAS,
  type ImportKind,
  type ImportRowError,
} from '@trellis/contracts';
import { AppError } from '../lib/app-error';

/** A row's outcome: its values as they will be stored, or its errors. */
export type CheckedRow =
  { values: Record<string, unknown>; errors: null } | { values: null; errors: ImportRowError[] };

/**
 * Turns a row's cells into the kind's fields by the mapping and checks them with the schema the
 * form and the POST route use. An empty cell is a field left out (its default applies); every
 * error names its line, the column it came from (or the field, when no column is mapped to it)
 * and the message the form would give.
 */
export function rowChecker(
  kind: ImportKind,
  headers: readonly string[],
  mapping: readonly (string | null)[],
) {
  const schema: z.ZodType = IMPORT_ROW_SCHEMAS[kind];
  const { fields } = IMPORT_KIND_RULES[kind];
  const columnOf = new Map<string, string>();
  mapping.forEach((field, index) => {
    if (field) columnOf.set(field, headers[index] ?? `Column ${index + 1}`);
  });
  const nameOf = (field: string) =>
    columnOf.get(field) ?? fields.find((f) => f.key === field)?.label ?? field;

  return (line: number, cells: readonly string[]): CheckedRow => {
    const input: Record<string, string> = {};
    const errors: ImportRowError[] = [];
    mapping.forEach((field, index) => {
      if (!field) return;
      const cell = (cells[index] ?? '').trim();
      if (cell.length > IMPORT_MAX_CELL)
        errors.push({
          line,
          column: nameOf(field),
          message: IMPORT_MESSAGES.cellTooLong(IMPORT_MAX_CELL),
        });
      else if (cell !== '') input[field] = cell;
    });
    if (errors.length) return { values: null, errors };
    const parsed = schema.safeParse(input);
    if (parsed.success) return { values: parsed.data as Record<string, unknown>, errors: null };
    return {
      values: null,
      errors: parsed.error.issues.map((issue) => ({
        line,
        column: issue.path.length ? nameOf(String(issue.path[0])) : null,
        message: issue.message,
      })),
    };
  };
}

/**
 * The mapping to use: the one sent (one entry per column; a field only once; only the kind's
 * fields), else the fields guessed from the headers. An unknown field is refused.
 */
export function checkedMapping(
  kind: ImportKind,
  headers: readonly string[],
  sent: readonly (string | null)[],
): (string | null)[] {
  const known = new Set(IMPORT_KIND_RULES[kind].fields.map((f) => f.key));
  const seen = new Set<string>();
  return headers.map((_, index) => {
    const field = sent[index] ?? null;
    if (field === null) return null;
    if (!known.has(field))
      throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.mappingUnknownField);
    if (seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}
