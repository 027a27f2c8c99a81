// Importing records from CSV and Excel: what each list takes (fields, natural key, permission),
// an import's states and answers, and its texts. One concern per file in ./data-import/.
import { eventSchemasOf } from './common/area-event-schemas';
import { dataImportArea } from './data-import/area';
import { importProgressEventSchema } from './data-import/schemas';

export * from './data-import/kinds';
export * from './data-import/schemas';
export * from './data-import/texts';
export { importPath, importTemplatePath } from './data-import/paths';
export { dataImportArea };

export const dataImportEventSchemas = eventSchemasOf(dataImportArea, {
  importProgress: importProgressEventSchema,
});
