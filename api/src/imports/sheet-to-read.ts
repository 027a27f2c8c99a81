import { open } from 'node:fs/promises';
import { IMPORT_MESSAGES } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import { xlsxSheetNames } from './xlsx-sheets';
import { checkUnpackedSize, isZip } from './xlsx-rows';

async function startsAsZip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
    return isZip(buffer.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/**
 * Which sheet of an uploaded workbook to read, and the workbook's sheets: the one asked for (a
 * 400 when it has no such sheet), else its first tab. A CSV file has none.
 */
export async function sheetToRead(
  path: string,
  asked: string | undefined,
): Promise<{ sheet: string | null; sheets: string[] }> {
  if (!(await startsAsZip(path))) return { sheet: null, sheets: [] };
  // A zip bomb is refused from its central directory before any part of it is unpacked.
  await checkUnpackedSize(path);
  const sheets = await xlsxSheetNames(path);
  if (asked !== undefined && !sheets.includes(asked))
    throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.noSuchSheet(asked));
  return { sheet: asked ?? sheets[0] ?? null, sheets };
}
