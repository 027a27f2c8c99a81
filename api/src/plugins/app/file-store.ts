import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { MESSAGES } from '@trellis/contracts';
import { AppError } from '../../lib/app-error';
import type { NewFile } from '../../repositories/files-repository';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface FileStore {
  /**
   * The form's fields and files. A file in any field but `fileFields` is refused as it arrives,
   * before a byte of it is read, never after buffering the whole request.
   */
  readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartBody>;
  /** Checks the content (not the name) and returns a row ready to insert. */
  prepare(file: UploadedFile, options?: { imagesOnly?: boolean }): Promise<NewFile>;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

const RASTER_IMAGES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
};

function safeName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const cleaned = name.replace(/[\\/\x00-\x1f"]/g, '_').trim();
  return cleaned.slice(-200) || 'file';
}

/**
 * The parser's own errors for a broken body (no boundary, a boundary that never comes, a body cut
 * short, bytes that are no form) become one clear 400; limits (FST_*) keep their own 413s. The
 * whole body is read before anything is written, so a broken one leaves no trace.
 */
function malformedMultipart(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  const reason = typeof message === 'string' && message ? ` (${message})` : '';
  return new AppError(
    'BAD_REQUEST',
    `The multipart/form-data body is malformed${reason}. Send the form again.`,
  );
}

export default fp(
  async function fileStore(fastify) {
    const fileStore: FileStore = {
      async readMultipart(request, fileFields) {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_FILE_TYPE', 'This endpoint expects multipart/form-data');
        }
        const fields: Record<string, string> = {};
        const files: UploadedFile[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (!fileFields.includes(part.fieldname))
                throw new AppError(
                  'VALIDATION_FAILED',
                  `Unexpected file field "${part.fieldname}"`,
                  [{ path: part.fieldname, message: `Send files as ${fileFields.join(' or ')}` }],
                );
              const buffer = await part.toBuffer();
              if (buffer.length === 0 && !part.filename) continue; // an empty file input
              files.push({
                field: part.fieldname,
                filename: safeName(part.filename || part.fieldname),
                buffer,
              });
            } else {
              fields[part.fieldname] =
                typeof part.value === 'string' ? part.value : String(part.value ?? '');
            }
          }
        } catch (error) {
          throw malformedMultipart(error);
        }
        return { fields, files };
      },

      async prepare(file: UploadedFile, options: { imagesOnly?: boolean } = {}): Promise<NewFile> {
        if (file.buffer.length === 0)
          throw new AppError('VALIDATION_FAILED', `The file "${file.filename}" is empty`);
        const detected = await fileTypeFromBuffer(file.buffer);
        if (options.imagesOnly && (!detected || !RASTER_IMAGES.has(detected.mime))) {
          throw new AppError('UNSUPPORTED_FILE_TYPE', MESSAGES.imagesOnly, [
            { path: file.field, message: MESSAGES.imagesOnly },
          ]);
        }
        const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
        const mime = detected?.mime ?? TEXT_TYPES[extension] ?? 'application/octet-stream';
        return {
          name: file.filename,
          mime_type: mime,
          size: file.buffer.length,
          sha256: createHash('sha256').update(file.buffer).digest('hex'),
          data: file.buffer,
        };
      },
    };
    fastify.decorate('fileStore', fileStore);
  },
  { name: 'file-store' },
);
