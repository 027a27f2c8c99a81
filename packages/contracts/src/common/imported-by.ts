import { z } from 'zod';

/**
 * A list's `import_id` parameter: only the records that import created or updated (the link an
 * import's outcome gives to its list).
 */
export const importedByFilter = z.coerce
  .number({ error: 'Import must be a number' })
  .int()
  .positive()
  .max(2_147_483_647)
  .optional();
