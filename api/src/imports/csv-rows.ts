import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { decodedLines } from './decoded-lines';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter of a CSV file: of comma, semicolon, tab and bar, the one its first line holds
 * most of outside quotes (a spreadsheet in a comma-decimal locale writes semicolons).
 */
export async function sniffDelimiter(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const text = buffer.subarray(0, bytesRead).toString('latin1');
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
    const counts = DELIMITERS.map((d) => outsideQuotes.split(d).length - 1);
    const best = counts.indexOf(Math.max(...counts));
    return counts[best]! > 0 ? DELIMITERS[best]! : ',';
  } finally {
    await file.close();
  }
}

/** A CSV file's records, each a list of cells, streamed. */
export async function* csvRows(
  path: string,
  { maxRecordBytes }: { maxRecordBytes: number },
): AsyncGenerator<string[]> {
  const delimiter = await sniffDelimiter(path);
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: maxRecordBytes,
  });
  // A reader that stops early destroys the parser, and the pipeline the file with it; a read
  // error reaches the loop below through the parser.
  pipeline(createReadStream(path), decodedLines(), parser).catch(() => undefined);
  for await (const record of parser) yield record as string[];
}
