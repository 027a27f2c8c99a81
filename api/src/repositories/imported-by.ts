import type { ImportKind } from '@trellis/contracts';

/**
 * The condition that keeps the records import `?` created or updated (row alias `alias`), from
 * the records each import keeps, provided it is an import of `kind`: ids are only unique within
 * a list, so another list's import must match nothing here. One lookup by primary key each.
 */
export const importedByCondition = (alias: string, kind: ImportKind) =>
  `${alias}.id in (select r.record_id from import_records r
     where r.import_id = ? and exists (select 1 from imports i
                                       where i.id = r.import_id and i.kind = '${kind}'))`;
