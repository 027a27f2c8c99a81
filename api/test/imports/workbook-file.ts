import { unzipSync, zipSync } from 'fflate';

/**
 * A workbook's parts in the order Excel stores them, the workbook part (which names the sheets)
 * before the worksheets. ExcelJS's writer stores its parts as they finish, and its streaming
 * reader fails on a file whose shared strings come before the worksheets and the workbook part
 * after them: a test's file written by ExcelJS did so now and then.
 */
export function inExcelOrder(file: Buffer): Buffer {
  const parts = unzipSync(file);
  const rank = (name: string) => (name === 'xl/workbook.xml' ? 0 : 1);
  // Folder entries are left out: a reader needs none, and rewritten they can end its stream.
  const names = Object.keys(parts)
    .filter((name) => !name.endsWith('/'))
    .sort((a, b) => rank(a) - rank(b));
  return Buffer.from(zipSync(Object.fromEntries(names.map((name) => [name, parts[name]!]))));
}
