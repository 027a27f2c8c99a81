import { displayCode } from '@trellis/contracts';
import { customerLabel } from '../../services/customer-audit';
import { lowerText, type ImportTarget } from '../import-target';
import { writeCustomerDocuments } from './customer-documents';
import { writeCustomerPersons } from './customer-persons';

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
    await writeCustomerPersons(trx, written);
    await writeCustomerDocuments(trx, written);
  },
};
