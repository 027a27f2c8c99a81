import { open } from 'node:fs/promises';
import { IMPORT_MAX_CELL, IMPORT_MAX_COLUMNS, IMPORT_MESSAGES } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import { csvRows } from './csv-rows';
import { isZip, xlsxRows } from './xlsx-rows';

/** The most data rows one file may hold. */
export const IMPORT_MAX_ROWS = 500_000;

async function head(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(8), 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Bytes no text file holds (NUL and most control characters): a binary file, not a CSV. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const BINARY = /[\x00-\x08\x0e-\x1a\x1c-\x1f]/;

/**
 * A file's rows, as text cells: an .xlsx workbook's sheet `sheet` (its first when null; a
 * workbook is told by its content, not its name), otherwise CSV. A binary file, too many columns or rows, or a parser's refusal is a clear
 * 400 naming the problem; a too long cell is left for the row's own error.
 */
export async function* fileRows(
  path: string,
  sheet: string | null = null,
): AsyncGenerator<string[]> {
  const start = await head(path);
  if (!isZip(start) && BINARY.test(start.toString('latin1')))
    throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.notReadable);
  const rows = isZip(start)
    ? xlsxRows(path, sheet)
    : csvRows(path, { maxRecordBytes: IMPORT_MAX_COLUMNS * IMPORT_MAX_CELL * 2 });
  let count = 0;
  try {
    for await (const row of rows) {
      if (row.length > IMPORT_MAX_COLUMNS && row.slice(IMPORT_MAX_COLUMNS).some((c) => c !== ''))
        throw new AppError(
          'VALIDATION_FAILED',
          IMPORT_MESSAGES.tooManyColumns(row.length, IMPORT_MAX_COLUMNS),
        );
      count += 1;
      if (count > IMPORT_MAX_ROWS + 1)
        throw new AppError('VALIDATION_FAILED', `The file has more than ${IMPORT_MAX_ROWS} rows`);
      yield row.slice(0, IMPORT_MAX_COLUMNS);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code } = error as { code?: string };
    if (code === 'CSV_MAX_RECORD_SIZE')
      throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.cellTooLong(IMPORT_MAX_CELL));
    // The parser's own words stay with the answer's error, for the log of a file that failed.
    const unreadable = new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.notReadable);
    unreadable.cause = error;
    throw unreadable;
  }
}
