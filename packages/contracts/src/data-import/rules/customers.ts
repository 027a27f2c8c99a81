import { DOCUMENT_IMPORT_FIELDS } from './customer-documents';
import { PERSON_IMPORT_FIELDS } from './customer-persons';
import { field, type ImportKindRule } from './rule';

export const CUSTOMERS_IMPORT: ImportKindRule = {
  label: 'Customers',
  noun: { one: 'customer', many: 'customers' },
  fields: [
    field('name', 'Name', true, ['company', 'company name', 'customer', 'customer name']),
    field('type', 'Type', false, ['customer type', 'kind']),
    field('account_email', 'Account email', true, ['email', 'e-mail', 'email address', 'mail']),
    field('company_reg_no', 'Company registration no', false, [
      'registration',
      'registration number',
      'company number',
      'reg no',
    ]),
    field('vat_no', 'VAT no', false, ['vat', 'vat number', 'tax id']),
    field('address', 'Address', false, ['street', 'postal address']),
    field('status', 'Status', false, ['active']),
    ...PERSON_IMPORT_FIELDS,
    ...DOCUMENT_IMPORT_FIELDS,
  ],
  key: ['account_email'],
  permission: 'create',
};
