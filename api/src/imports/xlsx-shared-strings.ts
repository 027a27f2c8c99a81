import { parseXmlStream } from './xlsx-xml';
import type { XlsxZip } from './xlsx-zip';

const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

/**
 * Gathers the text of string items (`<si>` in the shared strings part, `<is>` in an inline
 * string cell): every `<t>`, rich-text runs' included, but not a phonetic reading (`<rPh>`),
 * which is a pronunciation guide shown above the text, not part of it.
 */
export class StringItemText {
  private parts: string[] = [];
  private inText = false;
  private phonetic = 0;

  open(name: string): void {
    if (name === 'rPh') this.phonetic += 1;
    else if (name === 't' && this.phonetic === 0) this.inText = true;
  }

  text(text: string): void {
    if (this.inText) this.parts.push(text);
  }

  close(name: string): void {
    if (name === 'rPh') this.phonetic -= 1;
    else if (name === 't') this.inText = false;
  }

  /** The item's text so far, starting the next item afresh. */
  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    this.inText = false;
    this.phonetic = 0;
    return text;
  }
}

/**
 * The workbook's shared strings, in order (a cell of type `s` holds an index into them), read
 * as the part unpacks. A workbook without the part has none.
 */
export async function readSharedStrings(zip: XlsxZip): Promise<string[]> {
  const stream = await zip.stream(SHARED_STRINGS_PART);
  if (stream === null) return [];
  const strings: string[] = [];
  const item = new StringItemText();
  let inItem = false;
  const parsing = parseXmlStream(stream, {
    open(name) {
      if (name === 'si') inItem = true;
      else if (inItem) item.open(name);
    },
    text: (text) => item.text(text),
    close(name) {
      if (name === 'si') {
        strings.push(item.take());
        inItem = false;
      } else if (inItem) item.close(name);
    },
  });
  for await (const _ of parsing);
  return strings;
}
