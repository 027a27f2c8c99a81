import { z } from 'zod';
import { customerCoreSchema, MESSAGES, personInputSchema } from '@trellis/contracts';

/** A person row as typed; incomplete rows are allowed while editing and dropped on save. */
export const personRowSchema = z.object({
  person_name: z.string(),
  person_email: z.string(),
  person_contact: z.string(),
});
export type PersonRow = z.infer<typeof personRowSchema>;

/** A document row as typed: title, optional expiry date, and the chosen file. */
export const documentRowSchema = z.object({
  title: z.string(),
  expiry_date: z.string(),
  file: z.custom<File | null>(),
});
export type DocumentRow = z.infer<typeof documentRowSchema>;

export const isPersonComplete = (row: PersonRow) =>
  row.person_name.trim() !== '' &&
  row.person_email.trim() !== '' &&
  row.person_contact.trim() !== '';

export const isDocumentComplete = (row: DocumentRow) =>
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
    persons: z.array(personRowSchema),
    documents: z.array(documentRowSchema),
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

export const EMPTY_PERSON: PersonRow = { person_name: '', person_email: '', person_contact: '' };
export const EMPTY_DOCUMENT: DocumentRow = { title: '', expiry_date: '', file: null };

export const EMPTY_CUSTOMER_FORM: CustomerFormInput = {
  type: 'Company',
  name: '',
  company_reg_no: '',
  vat_no: '',
  address: '',
  account_email: '',
  status: 'Active',
  profileImage: null,
  persons: [EMPTY_PERSON],
  documents: [EMPTY_DOCUMENT],
  remove_document_ids: [],
};
