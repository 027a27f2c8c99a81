import { IMPORT_MESSAGES, type DataImport } from '@trellis/contracts';
import { IMPORT_LABELS } from './import-labels';

/**
 * Why a previewed import cannot be committed yet, as the reader is told beside the disabled
 * Import button; null when it can (or when it is not previewed yet, which shows otherwise).
 */
export function importBlocker(current: DataImport | null, mappingChanged: boolean): string | null {
  if (current?.state !== 'ready') return null;
  if (mappingChanged) return IMPORT_LABELS.checkFirst;
  const { create, update, errors } = current.counts;
  if (current.mode === 'all' && errors > 0) return IMPORT_MESSAGES.hasErrors(errors);
  if (create + update === 0) return IMPORT_MESSAGES.nothingToImport;
  return null;
}
