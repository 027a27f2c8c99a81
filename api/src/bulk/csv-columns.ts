import type { z } from 'zod';
import type { CsvColumn } from '../lib/csv-export';

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

const SCALARS = new Set(['string', 'number', 'int', 'boolean', 'enum', 'literal', 'bigint']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'readonly', 'catch']);

/** The schema under its optional/nullable/default wrappers (and a pipe's input). */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/**
 * A list row's CSV columns, from its contract: each plain field under its own name (so the file
 * reads back into an import), the fields of a nested object as `object.field` (csv-export.ts reads such a key as a path), and lists (a
 * customer's documents) left out. The contract is what the list's readers see, so a column can
 * never carry a field the list itself would not show.
 */
export function csvColumnsOf(item: z.ZodType, prefix = ''): CsvColumn[] {
  const shape = defOf(unwrapped(item)).shape ?? {};
  return Object.entries(shape).flatMap(([key, field]): CsvColumn[] => {
    const name = `${prefix}${key}`;
    const def = defOf(unwrapped(field));
    if (SCALARS.has(def.type)) return [{ key: name, header: name }];
    if (def.type === 'object' && !prefix) return csvColumnsOf(field, `${name}.`);
    return [];
  });
}
