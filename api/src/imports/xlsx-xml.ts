import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

/**
 * An element's name without its namespace prefix: writers differ in the prefix they bind
 * (`x:row`, `row`), never in the local name.
 */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** What a part's reader wants to hear of: elements by local name, and the text inside them. */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/**
 * A parser that throws on the first thing that is not well-formed XML (no error handler is set,
 * which is what makes saxes throw). It expands only XML's own entities, never a DTD's.
 */
function xmlParser(handlers: XmlHandlers): SaxesParser {
  const parser = new SaxesParser();
  const { open, text, close } = handlers;
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  return parser;
}

/** Parses a whole (small) part. */
export function parseXml(xml: string, handlers: XmlHandlers): void {
  xmlParser(handlers).write(xml).close();
}

/**
 * Parses a part as it unpacks, handing control back after each chunk so the caller can pass on
 * what the handlers gathered. Stopping early destroys the part's stream.
 */
export async function* parseXmlStream(
  stream: Readable,
  handlers: XmlHandlers,
): AsyncGenerator<void> {
  const parser = xmlParser(handlers);
  // A chunk can end inside a character's bytes: the decoder holds those back for the next.
  stream.setEncoding('utf8');
  for await (const chunk of stream) {
    parser.write(chunk as string);
    yield;
  }
  parser.close();
}
