import { Transform, type TransformCallback } from 'node:stream';
import iconv from 'iconv-lite';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const NEWLINE = 0x0a;

/** One line's bytes as text: UTF-8 when they are valid UTF-8, else Windows-1252. */
function decodeLine(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return iconv.decode(bytes, 'win1252');
  }
}

/**
 * A CSV file's bytes as text, decided line by line: a file saved by one program in UTF-8 and
 * added to by another in Windows-1252 reads right in both parts. A UTF-8 byte-order mark is
 * dropped. The delimiters, quotes and line ends are ASCII in both encodings, so cutting at a
 * newline byte never splits a character.
 */
export function decodedLines(): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let first = true;
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      let bytes = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      if (first) {
        if (bytes.length < 3) {
          pending = bytes;
          return done();
        }
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
        first = false;
      }
      const end = bytes.lastIndexOf(NEWLINE);
      if (end === -1) {
        pending = bytes;
        return done();
      }
      pending = Buffer.from(bytes.subarray(end + 1));
      let start = 0;
      const parts: string[] = [];
      while (start <= end) {
        const next = bytes.indexOf(NEWLINE, start);
        parts.push(decodeLine(bytes.subarray(start, next + 1)));
        start = next + 1;
      }
      done(null, parts.join(''));
    },
    flush(done: TransformCallback) {
      done(null, pending.length ? decodeLine(pending) : undefined);
    },
  });
}
