import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../../repositories/files-repository';

/**
 * The file's own bytes, shown in the browser when it can (images, PDF) and downloaded
 * otherwise. Typed on a plain reply: the route's response schema describes only its errors.
 */
export function sendFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  const inline = file.mime_type.startsWith('image/') || file.mime_type === 'application/pdf';
  return reply
    .type(file.mime_type)
    .header('content-length', file.size)
    .header('cache-control', 'private, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.data);
}
