import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MESSAGES } from '@trellis/contracts';
import { AppError, fieldError } from '../lib/app-error';

/** Where this process's uploaded import files wait while they are read. */
export const IMPORT_FILES_DIR = join(tmpdir(), 'trellis-imports', String(process.pid));

export interface ImportUpload {
  fileName: string;
  path: string;
  fields: Record<string, string>;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE_IN_NAME = /[\\/\x00-\x1f"]/g;

const safeName = (name: string) => name.replace(UNSAFE_IN_NAME, '_').trim().slice(-200) || 'import';

/**
 * Streams the multipart body's `file` to a file of its own (never whole in memory) and keeps its
 * other fields. A file over `maxBytes`, a missing or empty file, or a broken body is a clear 4xx,
 * and leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<ImportUpload> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_FILE_TYPE', 'This endpoint expects multipart/form-data');
  await mkdir(IMPORT_FILES_DIR, { recursive: true });
  const fields: Record<string, string> = {};
  let upload: { fileName: string; path: string; size: number } | null = null;
  const written: string[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw new AppError('VALIDATION_FAILED', `Unexpected file field "${part.fieldname}"`, [
            { path: part.fieldname, message: 'Send the file as "file"' },
          ]);
        const path = join(IMPORT_FILES_DIR, randomUUID());
        written.push(path);
        let size = 0;
        part.file.on('data', (chunk: Buffer) => (size += chunk.length));
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated)
          throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge(maxBytes / 1024 / 1024));
        upload = { fileName: safeName(part.filename || 'import'), path, size };
      } else {
        fields[part.fieldname] =
          typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    if (error instanceof AppError) throw error;
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge(maxBytes / 1024 / 1024));
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    const reason = typeof message === 'string' && message ? ` (${message})` : '';
    throw new AppError(
      'BAD_REQUEST',
      `The multipart/form-data body is malformed${reason}. Send the form again.`,
    );
  }
  if (!upload || upload.size === 0) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    throw fieldError('VALIDATION_FAILED', 'file', IMPORT_MESSAGES.notAFile);
  }
  return { fileName: upload.fileName, path: upload.path, fields };
}
