import type { z } from 'zod';
import type { TicketFileField, ticketFieldsSchema } from '@trellis/contracts';

/** The form's values once its schema has parsed them: ids and hours as numbers, rates as "50.00". */
export type TicketFormOutput = z.output<typeof ticketFieldsSchema>;

export type TicketFiles = Record<TicketFileField, File[]>;

export const NO_FILES: TicketFiles = { documents: [], sign_off_sheet: [] };

/**
 * The multipart body of POST /api/tickets: every field as a text part (empty for
 * none, which the API reads as null), then each document and sign-off file under its field.
 */
export function toTicketFormData(values: TicketFormOutput, files: TicketFiles): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values))
    body.append(key, value === null || value === undefined ? '' : String(value));
  for (const file of files.documents) body.append('documents', file);
  for (const file of files.sign_off_sheet) body.append('sign_off_sheet', file);
  return body;
}
