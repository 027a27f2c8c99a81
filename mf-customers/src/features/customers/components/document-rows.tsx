import {
  Controller,
  useFieldArray,
  type Control,
  type UseFormGetValues,
  type UseFormRegister,
} from 'react-hook-form';
import { Field, RepeatableRows, TextInput } from '@trellis/ui/forms';
import { CUSTOMER_MESSAGES } from '@trellis/contracts';
import {
  EMPTY_DOCUMENT_ROW,
  isDocumentComplete,
  type CustomerFormInput,
} from '../utils/customer-form-schema';

export interface DocumentRowsProps {
  control: Control<CustomerFormInput>;
  register: UseFormRegister<CustomerFormInput>;
  getValues: UseFormGetValues<CustomerFormInput>;
}

/** Repeatable document rows (title, optional expiry date, file); only complete rows are sent. */
export function DocumentRows({ control, register, getValues }: DocumentRowsProps) {
  const documents = useFieldArray({ control, name: 'documents' });
  return (
    <RepeatableRows
      legend="Documents"
      fieldArray={documents}
      getRows={() => getValues('documents')}
      isRowComplete={isDocumentComplete}
      emptyRow={EMPTY_DOCUMENT_ROW}
      incompleteMessage={CUSTOMER_MESSAGES.documentRowIncomplete}
      addLabel="Add Document"
      rowLabel={(index) => `Document ${index + 1}`}
      removeLabel={(index) => `Remove document ${index + 1}`}
      renderRow={(index, rowId) => {
        const id = (name: string) => `document-${rowId}-${name}`;
        return (
          <>
            <Field label="Title" htmlFor={id('title')}>
              <TextInput
                id={id('title')}
                autoComplete="off"
                {...register(`documents.${index}.title`)}
              />
            </Field>
            <Field label="Expiry Date" htmlFor={id('expiry')} optional>
              <TextInput
                id={id('expiry')}
                type="date"
                {...register(`documents.${index}.expiry_date`)}
              />
            </Field>
            <Controller
              control={control}
              name={`documents.${index}.file`}
              render={({ field: { onChange, onBlur, name, ref } }) => (
                <Field label="File" htmlFor={id('file')}>
                  <TextInput
                    id={id('file')}
                    type="file"
                    name={name}
                    ref={ref}
                    onBlur={onBlur}
                    onChange={(event) => onChange(event.target.files?.[0] ?? null)}
                  />
                </Field>
              )}
            />
          </>
        );
      }}
    />
  );
}
