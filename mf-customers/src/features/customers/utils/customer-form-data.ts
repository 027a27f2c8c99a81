import {
  isDocumentComplete,
  isPersonComplete,
  type CustomerFormValues,
} from './customer-form-schema';

/**
 * The multipart body of POST/PUT /api/customers. Incomplete person rows are
 * dropped silently; only document rows with both a title and a file are sent, their files in
 * the same order as documents_meta.
 */
export function toCustomerFormData(values: CustomerFormValues): FormData {
  const body = new FormData();
  body.append('type', values.type);
  body.append('name', values.name);
  if (values.type === 'Company') {
    body.append('company_reg_no', values.company_reg_no ?? '');
    body.append('vat_no', values.vat_no ?? '');
  }
  body.append('address', values.address ?? '');
  body.append('account_email', values.account_email);
  body.append('status', values.status);
  if (values.profileImage) body.append('profileImage', values.profileImage);

  const persons = values.persons.filter(isPersonComplete).map((p) => ({
    person_name: p.person_name.trim(),
    person_email: p.person_email.trim(),
    person_contact: p.person_contact.trim(),
  }));
  body.append('persons', JSON.stringify(persons));

  const documents = values.documents.filter(isDocumentComplete);
  body.append(
    'documents_meta',
    JSON.stringify(
      documents.map((d) => ({ title: d.title.trim(), expiry_date: d.expiry_date || null })),
    ),
  );
  for (const document of documents) body.append('doc_files', document.file!);
  if (values.remove_document_ids.length > 0)
    body.append('remove_document_ids', JSON.stringify(values.remove_document_ids));
  return body;
}
