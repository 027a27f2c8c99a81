import { parseXml } from './xlsx-xml';
import type { XlsxZip } from './xlsx-zip';
import { MAX_PART_BYTES } from './xlsx-sheets';

const STYLES_PART = 'xl/styles.xml';

/**
 * Excel's own number formats that show a date or a time; their codes are not in the file. 27–36
 * and 50–58 are the East Asian ones (年月日, era years, 時分), which a workbook saved in a
 * Japanese, Chinese or Korean Excel uses for its dates.
 */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/**
 * Whether a custom number format shows a date or time: it has a day, month, year, hour or
 * second code outside the parts that print as written (quoted text, [colour] or [$-locale]
 * brackets, a backslash-escaped character, and _x or *x padding).
 */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\.|[_*]./g, '');
  return /[dmyhs]/i.test(bare);
}

/**
 * Which cell styles (a cell's `s`, an index into cellXfs) show their number as a date: a date is
 * stored as a day count, and only its style tells it from any other number. A workbook without
 * a styles part has none.
 */
export async function readDateStyles(zip: XlsxZip): Promise<ReadonlySet<number>> {
  const xml = await zip.text(STYLES_PART, MAX_PART_BYTES);
  const dates = new Set<number>();
  if (xml === null) return dates;
  const customDates = new Set<number>();
  let inCellXfs = false;
  let index = 0;
  parseXml(xml, {
    open(name, attributes) {
      if (name === 'numFmt' && isDateFormat(attributes.formatCode ?? ''))
        customDates.add(Number(attributes.numFmtId));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        // The custom formats come before cellXfs in the part, so each is known by now.
        const format = Number(attributes.numFmtId ?? 0);
        if (BUILT_IN_DATES.has(format) || customDates.has(format)) dates.add(index);
        index += 1;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}
