import { z } from 'zod';
import { customerCoreSchema, MESSAGES, personInputSchema } from '@trellis/contracts';

/** A person row as typed; incomplete rows are allowed while editing and dropped on save. */
export const personFormRowSchema = z.object({
  person_name: z.string(),
  person_email: z.string(),
  person_contact: z.string(),
});
export type PersonFormRow = z.infer<typeof personFormRowSchema>;

/**
 * A document row as typed: title, optional expiry date, and the chosen file. (The API's
 * documents are `CustomerDocument`; this is only the form's row.)
 */
export const documentFormRowSchema = z.object({
  title: z.string(),
  expiry_date: z.string(),
  file: z.custom<File | null>(),
});
export type DocumentFormRow = z.infer<typeof documentFormRowSchema>;

export const isPersonComplete = (row: PersonFormRow) =>
  row.person_name.trim() !== '' &&
  row.person_email.trim() !== '' &&
  row.person_contact.trim() !== '';

export const isDocumentComplete = (row: DocumentFormRow) =>
  row.title.trim() !== '' && row.file !== null;

/**
 * The customer form: the contracts' customer fields plus editable rows. A complete person row
 * is checked with the contracts' person schema, so a bad email is caught before the server sees it.
 */
export const customerFormSchema = customerCoreSchema
  .extend({
    profileImage: z
      .custom<File | null>()
      .refine((file) => !file || file.type.startsWith('image/'), MESSAGES.imagesOnly),
    persons: z.array(personFormRowSchema),
    documents: z.array(documentFormRowSchema),
    remove_document_ids: z.array(z.number()),
  })
  .superRefine((values, ctx) => {
    values.persons.forEach((row, index) => {
      if (!isPersonComplete(row)) return;
      const result = personInputSchema.safeParse(row);
      for (const issue of result.error?.issues ?? []) {
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: ['persons', index, ...issue.path],
        });
      }
    });
  });

export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerFormValues = z.output<typeof customerFormSchema>;

export const EMPTY_PERSON_ROW: PersonFormRow = {
  person_name: '',
  person_email: '',
  person_contact: '',
};
export const EMPTY_DOCUMENT_ROW: DocumentFormRow = { title: '', expiry_date: '', file: null };

export const EMPTY_CUSTOMER_FORM: CustomerFormInput = {
  type: 'Company',
  name: '',
  company_reg_no: '',
  vat_no: '',
  address: '',
  account_email: '',
  status: 'Active',
  profileImage: null,
  persons: [EMPTY_PERSON_ROW],
  documents: [EMPTY_DOCUMENT_ROW],
  remove_document_ids: [],
};
