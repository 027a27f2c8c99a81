import type { Knex } from 'knex';
import {
  displayCode,
  REALTIME_EVENTS,
  type Customer,
  type CustomerCore,
  type CustomerFields,
  type DocumentMeta,
} from '@trellis/contracts';
import { AppError, notFound, orNotFound } from '../lib/app-error';
import type { CustomersRepository } from '../repositories/customers-repository';
import type { FilesRepository, NewFile } from '../repositories/files-repository';
import { refusalMessage } from './customer-refusal-message';
import { customerChanges, customerLabel } from './customer-audit';
import { auditRecorder, changeRecorder } from './audit-recorder';
import type { AuditSource } from '../lib/audit-actor';
import type { RecordEventName, RecordServiceDependencies } from './record-service';

/** A create or update as the multipart form sent it, read and checked before anything is written. */
export interface CustomerSubmission {
  fields: CustomerFields;
  /** False when the request carried no `persons` part: an update then keeps the existing persons. */
  personsSent: boolean;
  profileImage: NewFile | null;
  documents: { meta: DocumentMeta; file: NewFile }[];
}

/** The HTTP request a write came from, so its realtime events and audit rows name it. */
export interface WriteContext {
  requestId?: string;
  /** Who asked; without it (a script) the system is the actor. */
  audit?: AuditSource;
}

const SYSTEM: AuditSource = { actor: { id: null, name: null, kind: 'system' } };

export interface CustomersServiceDependencies extends RecordServiceDependencies {
  customersRepository: CustomersRepository;
  filesRepository: FilesRepository;
}

type CustomerEvent = RecordEventName<'customer'>;

/** The customers row's own columns, without the lists the form sends beside them. */
function ownColumns({
  persons: _persons,
  documents_meta: _documents,
  remove_document_ids: _removed,
  ...core
}: CustomerFields): CustomerCore {
  return core;
}

/**
 * Every customer write: the customer with its persons, documents and files in ONE transaction
 * (whole or not at all), then its realtime announcement once committed.
 */
export function createCustomersService({
  db,
  customersRepository,
  filesRepository,
  realtime,
  auditRepository,
}: CustomersServiceDependencies) {
  const recordChange = changeRecorder(
    auditRecorder(auditRepository, 'customer', customerLabel),
    customerChanges,
  );
  /** One audit row for a customer write, in its transaction; nothing when nothing changed. */
  const record = (
    action: string,
    before: Customer | null,
    after: Customer | null,
    context: WriteContext,
    trx: Knex,
  ) => recordChange(action, before, after, context.audit ?? SYSTEM, trx);

  async function addDocuments(id: number, submission: CustomerSubmission, trx: Knex) {
    for (const { meta, file } of submission.documents) {
      const fileId = await filesRepository.create(file, trx);
      await customersRepository.addDocument(id, meta, fileId, trx);
    }
  }

  async function removeDocuments(id: number, documentIds: number[], trx: Knex) {
    if (documentIds.length === 0) return;
    const fileIds = await customersRepository.removeDocuments(id, documentIds, trx);
    if (fileIds.length !== new Set(documentIds).size) {
      throw new AppError(
        'VALIDATION_FAILED',
        'A document to remove does not belong to this customer',
        [{ path: 'remove_document_ids', message: 'Unknown document id' }],
      );
    }
    await filesRepository.removeMany(fileIds, trx);
  }

  async function announce(
    event: CustomerEvent,
    customer: { id: number; name: string },
    context: WriteContext,
  ) {
    const data = {
      id: customer.id,
      name: customer.name,
      code: displayCode('customer', customer.id),
    };
    await realtime.publish(event, data, { requestId: context.requestId });
    await realtime.publishCounts();
  }

  /** The customer as this transaction wrote it: a save's one full read, for its response. */
  const written = async (id: number, trx: Knex): Promise<Customer> =>
    orNotFound(await customersRepository.findById(id, trx), 'Customer');

  return {
    async create(submission: CustomerSubmission, context: WriteContext = {}): Promise<Customer> {
      const customer = await db.transaction(async (trx) => {
        const profileFileId = submission.profileImage
          ? await filesRepository.create(submission.profileImage, trx)
          : null;
        const values = { ...ownColumns(submission.fields), profile_file_id: profileFileId };
        const id = await customersRepository.create(values, trx);
        await customersRepository.replacePersons(id, submission.fields.persons, trx);
        await addDocuments(id, submission, trx);
        const created = await written(id, trx);
        await record('customer.created', null, created, context, trx);
        return created;
      });
      await announce(REALTIME_EVENTS.customerCreated, customer, context);
      return customer;
    },

    /** Replaces persons (when sent), appends documents, deletes `remove_document_ids`. */
    async update(
      id: number,
      submission: CustomerSubmission,
      context: WriteContext = {},
    ): Promise<Customer> {
      const { fields } = submission;
      const customer = await db.transaction(async (trx) => {
        // The row lock first, then the state before, for the audit trail's diff.
        if (!(await customersRepository.lock(id, trx))) throw notFound('Customer');
        const before = await written(id, trx);
        await customersRepository.update(id, ownColumns(fields), trx);
        if (submission.profileImage) {
          await filesRepository.replace(
            submission.profileImage,
            (fileId) => customersRepository.setProfileFile(id, fileId, trx),
            trx,
          );
        }
        if (submission.personsSent)
          await customersRepository.replacePersons(id, fields.persons, trx);
        await removeDocuments(id, fields.remove_document_ids, trx);
        await addDocuments(id, submission, trx);
        const after = await written(id, trx);
        await record('customer.updated', before, after, context, trx);
        return after;
      });
      await announce(REALTIME_EVENTS.customerUpdated, customer, context);
      return customer;
    },

    /** Sets Active or Inactive alone (a bulk action); null when it already was, so nothing changed. */
    async setStatus(
      id: number,
      status: Customer['status'],
      context: WriteContext = {},
    ): Promise<Customer | null> {
      const customer = await db.transaction(async (trx) => {
        if (!(await customersRepository.lock(id, trx))) throw notFound('Customer');
        const before = await written(id, trx);
        if (before.status === status) return null;
        await customersRepository.update(id, { status }, trx);
        const after = await written(id, trx);
        await record('customer.updated', before, after, context, trx);
        return after;
      });
      if (customer) await announce(REALTIME_EVENTS.customerUpdated, customer, context);
      return customer;
    },

    /** Deletes the customer with its persons, documents and files; 409 while leads or tickets use it. */
    async remove(id: number, context: WriteContext = {}): Promise<void> {
      const customer = await db.transaction(async (trx) => {
        const found = await customersRepository.lock(id, trx);
        if (!found) throw notFound('Customer');
        const references = await customersRepository.references(id, trx);
        if (references.leads + references.tickets > 0)
          throw new AppError('IN_USE', refusalMessage(found.name, references));
        const fileIds = await customersRepository.fileIds(id, trx);
        await record('customer.deleted', await written(id, trx), null, context, trx);
        await customersRepository.remove(id, trx);
        if (found.profile_file_id) fileIds.push(found.profile_file_id);
        await filesRepository.removeMany(fileIds, trx);
        return found;
      });
      await announce(REALTIME_EVENTS.customerDeleted, customer, context);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
