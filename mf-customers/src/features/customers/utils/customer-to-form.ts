import type { Customer } from '@trellis/contracts';
import {
  EMPTY_CUSTOMER_FORM,
  EMPTY_DOCUMENT_ROW,
  EMPTY_PERSON_ROW,
  type CustomerFormInput,
} from './customer-form-schema';

/** Edit preloading: the saved fields and persons; document rows start blank (for new files). */
export function customerToForm(customer: Customer): CustomerFormInput {
  return {
    ...EMPTY_CUSTOMER_FORM,
    type: customer.type,
    name: customer.name,
    company_reg_no: customer.company_reg_no ?? '',
    vat_no: customer.vat_no ?? '',
    address: customer.address ?? '',
    account_email: customer.account_email,
    status: customer.status,
    persons: customer.persons.length
      ? customer.persons.map(({ person_name, person_email, person_contact }) => ({
          person_name,
          person_email,
          person_contact,
        }))
      : [EMPTY_PERSON_ROW],
    documents: [EMPTY_DOCUMENT_ROW],
  };
}
