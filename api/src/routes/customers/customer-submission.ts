import type { FastifyRequest } from 'fastify';
import { CUSTOMER_MESSAGES, customerFieldsSchema } from '@trellis/contracts';
import { AppError } from '../../lib/app-error';
import { parseJsonField, parseWith } from '../../lib/validate';
import type { FileStore } from '../../plugins/app/file-store';
import type { CustomerSubmission } from '../../services/customers-service';

const FILE_FIELDS = new Set(['profileImage', 'doc_files']);

/**
 * Reads and checks the whole multipart body before anything is written, so a bad part
 * (wrong JSON, a document without its file, a non-image profile picture) leaves no trace.
 */
export async function readCustomerSubmission(
  fileStore: FileStore,
  request: FastifyRequest,
): Promise<CustomerSubmission> {
  const { fields, files } = await fileStore.readMultipart(request, [...FILE_FIELDS]);
  const parsed = parseWith(customerFieldsSchema, {
    ...fields,
    persons: parseJsonField(fields.persons, 'persons'),
    documents_meta: parseJsonField(fields.documents_meta, 'documents_meta'),
    remove_document_ids: parseJsonField(fields.remove_document_ids, 'remove_document_ids'),
  });

  const images = files.filter((f) => f.field === 'profileImage');
  if (images.length > 1)
    throw new AppError('VALIDATION_FAILED', 'Send at most one profile picture');
  const docFiles = files.filter((f) => f.field === 'doc_files');
  if (docFiles.length !== parsed.documents_meta.length) {
    throw new AppError('VALIDATION_FAILED', CUSTOMER_MESSAGES.documentNeedsFile, [
      {
        path: 'doc_files',
        message: `${parsed.documents_meta.length} document titles but ${docFiles.length} files`,
      },
    ]);
  }

  const documents = [];
  for (const [index, file] of docFiles.entries()) {
    documents.push({ meta: parsed.documents_meta[index]!, file: await fileStore.prepare(file) });
  }
  const profileImage = images[0] ? await fileStore.prepare(images[0], { imagesOnly: true }) : null;
  return { fields: parsed, personsSent: fields.persons !== undefined, profileImage, documents };
}
