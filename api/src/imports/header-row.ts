import { IMPORT_MESSAGES } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import { fileRows } from './file-rows';

/** The file's first row, its column names, read before the rest is staged. */
export async function headerRow(path: string, sheet: string | null = null): Promise<string[]> {
  for await (const row of fileRows(path, sheet)) {
    const headers = row.map((cell) => cell.trim());
    if (headers.every((h) => h === '')) break;
    return headers;
  }
  throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.empty);
}
