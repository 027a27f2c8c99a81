import type { FastifyRequest } from 'fastify';
import { TICKET_FILE_FIELDS, ticketBodySchema, type TicketFileField } from '@trellis/contracts';
import { parseWith } from '../../lib/validate';
import type { FileStore } from '../../plugins/app/file-store';
import type { TicketSubmission } from '../../services/tickets-service';

/**
 * Reads and checks the whole multipart body (the form's text parts with the form's own schema,
 * then every file) before anything is written, so a bad part leaves no trace. Files may be of
 * any type, several under each of `documents` and `sign_off_sheet`.
 */
export async function readTicketSubmission(
  fileStore: FileStore,
  request: FastifyRequest,
): Promise<TicketSubmission> {
  const { fields, files } = await fileStore.readMultipart(request, TICKET_FILE_FIELDS);
  const body = parseWith(ticketBodySchema, fields);
  const prepared: TicketSubmission['files'] = [];
  for (const file of files)
    prepared.push({ kind: file.field as TicketFileField, file: await fileStore.prepare(file) });
  return { body, files: prepared };
}
