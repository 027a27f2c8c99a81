import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { CustomersRepository } from '../../repositories/customers-repository';
import type { CustomerForm } from './customer-form';

/**
 * Writes a customer with its persons, documents and files in ONE transaction: it happens
 * whole or not at all. Answers the customer's id.
 */
export async function saveCustomer(
  fastify: FastifyInstance,
  customersRepository: CustomersRepository,
  form: CustomerForm,
  existingId?: number,
): Promise<number> {
  const { filesRepository } = fastify;
  const { persons, documents_meta: _meta, remove_document_ids: removeIds, ...core } = form.fields;
  return fastify.db.transaction(async (trx) => {
    const existing =
      existingId === undefined ? undefined : await customersRepository.lock(existingId, trx);
    if (existingId !== undefined && !existing)
      throw new AppError('NOT_FOUND', 'Customer not found');

    const profileFileId = form.profileImage
      ? await filesRepository.create(form.profileImage, trx)
      : undefined;
    const values = profileFileId === undefined ? core : { ...core, profile_file_id: profileFileId };
    let id: number;
    if (existing) {
      id = existing.id;
      await customersRepository.update(id, values, trx);
      if (profileFileId !== undefined && existing.profile_file_id)
        await filesRepository.remove(existing.profile_file_id, trx);
    } else {
      id = await customersRepository.create(values, trx);
    }

    if (!existing || form.personsSent) await customersRepository.replacePersons(id, persons, trx);

    if (existing && removeIds.length > 0) {
      const fileIds = await customersRepository.removeDocuments(id, removeIds, trx);
      if (fileIds.length !== new Set(removeIds).size) {
        throw new AppError(
          'VALIDATION_FAILED',
          'A document to remove does not belong to this customer',
          [{ path: 'remove_document_ids', message: 'Unknown document id' }],
        );
      }
      for (const fileId of fileIds) await filesRepository.remove(fileId, trx);
    }

    for (const { meta, file } of form.documents) {
      const fileId = await filesRepository.create(file, trx);
      await customersRepository.addDocument(id, meta, fileId, trx);
    }
    return id;
  });
}
