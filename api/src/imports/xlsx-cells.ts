/** The widest sheet Excel has: columns A to XFD. */
export const MAX_COLUMNS = 16_384;

/** A cell reference's column, from 0 ('B2' → 1); null when it has none Excel could have. */
export function columnIndex(reference: string): number | null {
  let column = 0;
  let letters = 0;
  for (const char of reference) {
    const code = char.toUpperCase().charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters += 1;
  }
  return letters === 0 || column > MAX_COLUMNS ? null : column - 1;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The latest day Excel shows a date for: 9999-12-31. */
const LAST_SERIAL = 2_958_465;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A day count as the date it shows, YYYY-MM-DD. Excel counts from 1900 as if 1900 were a leap
 * year (a bug kept from Lotus 1-2-3): day 60 is 29 February 1900, which never was, and days
 * before it are one off from the days after. Workbooks made on old Macs count from 1904.
 */
export function serialDate(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial > LAST_SERIAL) return null;
  if (!date1904 && Math.floor(serial) === 60) return '1900-02-29';
  const epoch = date1904
    ? Date.UTC(1904, 0, 1)
    : serial < 60
      ? Date.UTC(1899, 11, 31)
      : Date.UTC(1899, 11, 30);
  // Rounded to the millisecond, as Excel shows a time a hair before midnight as the next day.
  const day = new Date(epoch + Math.round(serial * DAY_MS));
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** What the reader gathered of one `<c>` element. */
export interface RawCell {
  /** The cell's type (`t`): absent for a number. */
  type: string | undefined;
  /** The cell's style (`s`), an index into the workbook's cell formats. */
  style: number;
  value: string;
  formula: string;
  inline: string;
}

export interface CellContext {
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

/**
 * A cell as text: a formula as `=` and its own text (never run, nor swapped for the result the
 * file stores beside it), a date as YYYY-MM-DD, a number as JavaScript writes it, a boolean as
 * true or false, an error as its code.
 */
export function cellText(cell: RawCell, context: CellContext): string {
  // A shared formula's other cells hold an empty <f/>: they keep their stored value.
  if (cell.formula !== '') return `=${cell.formula}`;
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number(cell.value)] ?? '';
    case 'inlineStr':
      return cell.inline;
    case 'str':
    case 'e':
      return cell.value;
    case 'b':
      return cell.value === '1' || cell.value === 'true' ? 'true' : 'false';
    case 'd':
      // A date stored as text (strict Open XML): its day part.
      return /^\d{4}-\d{2}-\d{2}/.test(cell.value) ? cell.value.slice(0, 10) : cell.value;
    default: {
      if (cell.value.trim() === '') return '';
      const number = Number(cell.value);
      if (Number.isNaN(number)) return cell.value;
      const date = context.dateStyles.has(cell.style) ? serialDate(number, context.date1904) : null;
      return date ?? String(number);
    }
  }
}
