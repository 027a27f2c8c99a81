import yauzl from 'yauzl';
import { IMPORT_MESSAGES } from '@trellis/contracts';
import { AppError } from '../lib/app-error';

/** The workbook part that names the sheets, in the order their tabs show. */
const WORKBOOK_PART = 'xl/workbook.xml';
/** More than any real workbook part needs; a larger one is not read. */
const MAX_PART_BYTES = 4 * 1024 * 1024;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi, (_, name, dec, hex) =>
    dec
      ? String.fromCodePoint(Number(dec))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : ENTITIES[name.toLowerCase()]!,
  );

/** The names of an .xlsx workbook's sheets, in tab order, read from its workbook part alone. */
export function xlsxSheetNames(path: string): Promise<string[]> {
  const unreadable = () => new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.notReadable);
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return reject(unreadable());
      let found = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== WORKBOOK_PART) return zip.readEntry();
        found = true;
        if (entry.uncompressedSize > MAX_PART_BYTES) {
          zip.close();
          return reject(unreadable());
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(unreadable());
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', () => reject(unreadable()));
          stream.on('end', () => {
            zip.close();
            const xml = Buffer.concat(chunks).toString('utf8');
            const names = [...xml.matchAll(/<(?:\w+:)?sheet\b[^>]*?\bname="([^"]*)"/g)].map(
              (match) => unescapeXml(match[1]!),
            );
            resolve(names);
          });
        });
      });
      zip.on('end', () => {
        if (!found) reject(unreadable());
      });
      zip.on('error', () => reject(unreadable()));
      zip.readEntry();
    });
  });
}
