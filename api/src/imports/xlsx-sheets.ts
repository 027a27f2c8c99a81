import { posix } from 'node:path';
import { localName, parseXml } from './xlsx-xml';
import { AppError } from '../lib/app-error';
import { type XlsxZip, unreadable, withZip } from './xlsx-zip';

/** The workbook part that names the sheets, in the order their tabs show. */
const WORKBOOK_PART = 'xl/workbook.xml';
/** Where the workbook part says which part holds each sheet. */
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
/** More than any real workbook part needs; a larger one is not read. */
export const MAX_PART_BYTES = 4 * 1024 * 1024;

export interface WorkbookSheet {
  name: string;
  /** The archive entry holding the sheet's cells; null when the workbook points at none. */
  part: string | null;
}

export interface Workbook {
  /** In tab order. */
  sheets: WorkbookSheet[];
  /** Whether day numbers count from 1904 (old Mac workbooks) rather than 1900. */
  date1904: boolean;
}

const truthy = (value: string | undefined) => value === '1' || value === 'true';

async function requiredPart(zip: XlsxZip, name: string): Promise<string> {
  const xml = await zip.text(name, MAX_PART_BYTES);
  if (xml === null) throw unreadable(new Error(`The workbook has no ${name}`));
  return xml;
}

/** The sheets' names and relationship ids, in tab order, and the workbook's date system. */
function parseWorkbook(xml: string) {
  const sheets: { name: string; id: string }[] = [];
  let date1904 = false;
  parseXml(xml, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = truthy(attributes.date1904);
      if (name !== 'sheet' || attributes.name === undefined) return;
      // The relationship id is the `id` attribute in the relationships namespace, whatever prefix
      // the writer bound it to (`r:id` from Excel).
      const id = Object.entries(attributes).find(([k]) => k.includes(':') && localName(k) === 'id');
      sheets.push({ name: attributes.name, id: id?.[1] ?? '' });
    },
  });
  return { sheets, date1904 };
}

/**
 * Relationship id → archive entry. A target is relative to the workbook part's folder unless it
 * starts with '/'; one that leaves the archive, or is external, leads nowhere.
 */
function parseRelationships(xml: string): Map<string, string> {
  const targets = new Map<string, string>();
  parseXml(xml, {
    open(name, { Id, Target, TargetMode }) {
      if (name !== 'Relationship' || !Id || !Target || TargetMode === 'External') return;
      const path = Target.startsWith('/')
        ? posix.normalize(Target.slice(1))
        : posix.normalize(posix.join(posix.dirname(WORKBOOK_PART), Target));
      if (!path.startsWith('../') && path !== '..') targets.set(Id, path);
    },
  });
  return targets;
}

/** The names of the workbook's sheets in tab order, from its workbook part alone. */
export async function readSheetNames(zip: XlsxZip): Promise<string[]> {
  const { sheets } = parseWorkbook(await requiredPart(zip, WORKBOOK_PART));
  return sheets.map((sheet) => sheet.name);
}

/** The workbook's sheets, each with the part that holds it, and its date system. */
export async function readWorkbook(zip: XlsxZip): Promise<Workbook> {
  const { sheets, date1904 } = parseWorkbook(await requiredPart(zip, WORKBOOK_PART));
  const targets = parseRelationships(await requiredPart(zip, WORKBOOK_RELS));
  return {
    sheets: sheets.map(({ name, id }) => {
      const part = targets.get(id);
      return { name, part: part !== undefined && zip.has(part) ? part : null };
    }),
    date1904,
  };
}

/** The names of an .xlsx workbook's sheets, in tab order, read from its workbook part alone. */
export async function xlsxSheetNames(path: string): Promise<string[]> {
  return withZip(path, async (zip) => {
    try {
      return await readSheetNames(zip);
    } catch (error) {
      // Broken XML is the file's fault: the same clear 400 as any unreadable workbook.
      throw error instanceof AppError ? error : unreadable(error);
    }
  });
}
