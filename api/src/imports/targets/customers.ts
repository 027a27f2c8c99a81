import { displayCode } from '@trellis/contracts';
import { customerLabel } from '../../services/customer-audit';
import { lowerText, type ImportTarget } from '../import-target';
import { withChildrenAggregated } from './aggregated-children';
import {
  insertCreatedDocuments,
  STAGED_DOCUMENT_COUNT,
  updateDocuments,
} from './customer-documents';
import {
  FIRST_STAGED_PERSON,
  insertCreatedPersons,
  replaceUpdatedPersons,
} from './customer-persons';

export const CUSTOMERS_TARGET: ImportTarget = {
  table: 'customers',
  fields: [
    { key: 'name' },
    { key: 'type' },
    { key: 'company_reg_no' },
    { key: 'vat_no' },
    { key: 'address' },
    { key: 'account_email' },
    { key: 'status' },
  ],
  // What the triggers would make of the persons and documents the file gives a new customer.
  createdFromRow: { documents_count: STAGED_DOCUMENT_COUNT, first_person: FIRST_STAGED_PERSON },
  keyOf: (values) => lowerText(values.account_email) || null,
  keySql: 'lower(t.account_email)',
  entity: 'customer',
  created: 'customer.created',
  updated: 'customer.updated',
  label: (row) => customerLabel(row as { id: number; name: string }),
  createdEvent: 'customer:created',
  updatedEvent: 'customer:updated',
  eventData: (row) => ({
    id: row.id,
    name: row.name,
    code: displayCode('customer', Number(row.id)),
  }),
  // Its authorised persons and documents, from the file's repeated columns.
  afterWrite: async (trx, written) => {
    await withChildrenAggregated(trx, async () => {
      await insertCreatedPersons(trx, written);
      await insertCreatedDocuments(trx, written);
    });
    await replaceUpdatedPersons(trx, written);
    await updateDocuments(trx, written);
  },
};
