import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { IMPORT_MESSAGES } from '@trellis/contracts';
import { AppError } from '../lib/app-error';

/** A workbook may unpack to this many times its size, and to this much in all. */
const MAX_RATIO = 100;
const MAX_UNPACKED = 512 * 1024 * 1024;

/** Whether the file starts as a ZIP archive does (an .xlsx is one). */
export const isZip = (head: Buffer) =>
  head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

/**
 * Refuses a workbook whose entries claim to unpack to far more than the file holds (a "zip
 * bomb"), from its central directory, before any of it is unpacked.
 */
export async function checkUnpackedSize(path: string): Promise<void> {
  const { size } = await stat(path);
  const limit = Math.min(MAX_UNPACKED, Math.max(size, 1024 * 1024) * MAX_RATIO);
  const total = await new Promise<number>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip)
        return reject(new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.notReadable));
      let sum = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        sum += entry.uncompressedSize;
        if (sum > limit) {
          zip.close();
          resolve(sum);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(sum));
      zip.on('error', () => reject(new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.notReadable)));
      zip.readEntry();
    });
  });
  if (total > limit) throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.unsafeWorkbook);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: a date as YYYY-MM-DD, a formula as its own text (never run), rich text joined. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value !== 'object') return String(value);
  if ('formula' in value && value.formula) return `=${value.formula}`;
  if ('sharedFormula' in value && value.sharedFormula) return `=${value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

/**
 * The rows of one worksheet of an .xlsx file (by name; the first emitted when none is named),
 * each a list of cells as text, streamed. The sheets before it are read past, not kept.
 */
export async function* xlsxRows(
  path: string,
  sheet: string | null = null,
): AsyncGenerator<string[]> {
  await checkUnpackedSize(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    // Read, because a date is a number with a date format: without them it reads as 46553.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    const reader = worksheet as AsyncIterable<ExcelJS.Row> & { name?: string };
    const wanted = sheet === null || reader.name === sheet;
    for await (const row of reader) {
      if (!wanted) continue;
      // `values` is 1-based: index 0 is always empty.
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      const cells = Array.from(values, (value) => cellText(value));
      if (cells.some((cell) => cell.trim() !== '')) yield cells;
    }
    if (wanted) return;
  }
  if (sheet !== null) throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.noSuchSheet(sheet));
}
