import { IMPORT_MESSAGES } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import { type CellContext, type RawCell, cellText, columnIndex } from './xlsx-cells';
import { readSharedStrings, StringItemText } from './xlsx-shared-strings';
import { readWorkbook } from './xlsx-sheets';
import { readDateStyles } from './xlsx-styles';
import { parseXmlStream } from './xlsx-xml';
import { checkUnpackedSize, openZip, unreadable, type XlsxZip } from './xlsx-zip';

export { checkUnpackedSize, isZip } from './xlsx-zip';

const emptyCell = (): RawCell => ({
  type: undefined,
  style: 0,
  value: '',
  formula: '',
  inline: '',
});

/**
 * A worksheet part's rows as text cells, as it unpacks. A cell goes where its reference puts it
 * (writers leave out empty cells); a row of blanks is left out.
 */
async function* worksheetRows(
  zip: XlsxZip,
  part: string,
  context: CellContext,
): AsyncGenerator<string[]> {
  const stream = await zip.stream(part);
  if (stream === null) throw unreadable(new Error(`The workbook has no ${part}`));
  const done: string[][] = [];
  let row: string[] | null = null;
  let cell: RawCell | null = null;
  let column = 0;
  let inline: StringItemText | null = null;
  let capture: 'value' | 'formula' | null = null;
  const parsing = parseXmlStream(stream, {
    open(name, attributes) {
      if (name === 'row') {
        row = [];
        column = 0;
      } else if (name === 'c' && row) {
        cell = emptyCell();
        cell.type = attributes.t;
        cell.style = Number(attributes.s ?? 0);
        // A cell without a reference follows the one before it.
        const at = attributes.r === undefined ? column : columnIndex(attributes.r);
        if (at === null) throw new Error(`A cell's reference ${attributes.r} is not a column`);
        column = at;
      } else if (!cell) return;
      else if (inline) inline.open(name);
      else if (name === 'is') inline = new StringItemText();
      else if (name === 'v') capture = 'value';
      else if (name === 'f') capture = 'formula';
    },
    text(text) {
      if (inline) inline.text(text);
      else if (cell && capture) cell[capture] += text;
    },
    close(name) {
      if (name === 'row' && row) {
        const cells = Array.from(row, (text) => text ?? '');
        if (cells.some((text) => text.trim() !== '')) done.push(cells);
        row = null;
      } else if (!cell || !row) return;
      else if (name === 'c') {
        const text = cellText(cell, context);
        // Only a cell with something in it widens the row: a styled empty cell is not data.
        if (text !== '') row[column] = text;
        column += 1;
        cell = null;
      } else if (name === 'is' && inline) {
        cell.inline = inline.take();
        inline = null;
      } else if (inline) inline.close(name);
      else if (name === 'v' || name === 'f') capture = null;
    },
  });
  for await (const _ of parsing) yield* done.splice(0);
  yield* done.splice(0);
}

/**
 * The rows of one worksheet of an .xlsx file (by name; the first tab when none is named), each
 * a list of cells as text, streamed. The parts are read in the order they are needed, whatever
 * order the archive stores them in: the workbook (which sheet is which part, the date system),
 * the styles (which numbers are dates), the shared strings, then the one sheet.
 */
export async function* xlsxRows(
  path: string,
  sheet: string | null = null,
): AsyncGenerator<string[]> {
  await checkUnpackedSize(path);
  const zip = await openZip(path);
  try {
    const workbook = await readWorkbook(zip);
    const picked =
      sheet === null ? workbook.sheets[0] : workbook.sheets.find((s) => s.name === sheet);
    if (!picked) {
      if (sheet !== null)
        throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.noSuchSheet(sheet));
      return;
    }
    if (picked.part === null) throw unreadable(new Error(`The sheet ${picked.name} has no part`));
    const dateStyles = await readDateStyles(zip);
    const sharedStrings = await readSharedStrings(zip);
    const context = { sharedStrings, dateStyles, date1904: workbook.date1904 };
    yield* worksheetRows(zip, picked.part, context);
  } catch (error) {
    // Broken XML or a broken part is the file's fault: the clear 400 any unreadable file gets.
    throw error instanceof AppError ? error : unreadable(error);
  } finally {
    zip.close();
  }
}
