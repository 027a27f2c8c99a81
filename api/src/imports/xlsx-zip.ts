import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IMPORT_MESSAGES } from '@trellis/contracts';
import { AppError } from '../lib/app-error';

/** A workbook may unpack to this many times its size, and to this much in all. */
const MAX_RATIO = 100;
const MAX_UNPACKED = 512 * 1024 * 1024;

/** Whether the file starts as a ZIP archive does (an .xlsx is one). */
export const isZip = (head: Buffer) =>
  head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

/** The one answer to a workbook that cannot be read, keeping what went wrong for the log. */
export function unreadable(cause?: unknown): AppError {
  const error = new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.notReadable);
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * An opened .xlsx archive whose parts are read by name, in whatever order the reader needs:
 * the order the archive stores them in says nothing about the order they can be understood in.
 */
export interface XlsxZip {
  /** Every entry, listed from the central directory without unpacking any. */
  readonly entries: readonly yauzl.Entry[];
  has(name: string): boolean;
  /** A part's unpacked text as a stream, or null when the archive has no such part. */
  stream(name: string): Promise<Readable | null>;
  /** A small part's whole text (refused above `maxBytes`), or null when there is none. */
  text(name: string, maxBytes: number): Promise<string | null>;
  /** Lets go of the file once every part's stream has ended or been destroyed. */
  close(): void;
}

/** Part names are case-insensitive in an Office package; some writers capitalise them. */
const key = (name: string) => name.toLowerCase();

export function openZip(path: string): Promise<XlsxZip> {
  return new Promise((resolve, reject) => {
    // autoClose is off: with it, the file is closed once the directory is read, before any part
    // is; closing is ours, once the last stream is done with.
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error || !zip) return reject(unreadable(error));
      const entries: yauzl.Entry[] = [];
      const byName = new Map<string, yauzl.Entry>();
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        if (!entry.fileName.endsWith('/')) byName.set(key(entry.fileName), entry);
        zip.readEntry();
      });
      zip.on('error', (cause) => {
        zip.close();
        reject(unreadable(cause));
      });
      zip.on('end', () => resolve(archive(zip, entries, byName)));
      zip.readEntry();
    });
  });
}

function archive(
  zip: yauzl.ZipFile,
  entries: yauzl.Entry[],
  byName: Map<string, yauzl.Entry>,
): XlsxZip {
  const stream = async (name: string) => {
    const entry = byName.get(key(name));
    return entry ? zip.openReadStreamPromise(entry) : null;
  };
  return {
    entries,
    has: (name) => byName.has(key(name)),
    stream,
    async text(name, maxBytes) {
      const entry = byName.get(key(name));
      if (!entry) return null;
      if (entry.uncompressedSize > maxBytes) throw unreadable(new Error(`${name} is too large`));
      const part = await stream(name);
      const chunks: Buffer[] = [];
      for await (const chunk of part!) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    close: () => zip.close(),
  };
}

/** Runs `work` on the opened archive and closes it however `work` ends. */
export async function withZip<T>(path: string, work: (zip: XlsxZip) => Promise<T>): Promise<T> {
  const zip = await openZip(path);
  try {
    return await work(zip);
  } finally {
    zip.close();
  }
}

/**
 * Refuses a workbook whose entries claim to unpack to far more than the file holds (a "zip
 * bomb"), from its central directory, before any of it is unpacked. The claims are kept to:
 * yauzl fails a part that unpacks to more than its entry says.
 */
export async function checkUnpackedSize(path: string): Promise<void> {
  const { size } = await stat(path);
  const limit = Math.min(MAX_UNPACKED, Math.max(size, 1024 * 1024) * MAX_RATIO);
  const total = await withZip(path, async (zip) =>
    zip.entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0),
  );
  if (total > limit) throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.unsafeWorkbook);
}
