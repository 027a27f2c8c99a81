/**
 * The condition that keeps the records import `?` created or updated (row alias `alias`), from
 * the records each import keeps; one lookup by the import's primary-key prefix.
 */
export const importedByCondition = (alias: string) =>
  `${alias}.id in (select record_id from import_records where import_id = ?)`;
