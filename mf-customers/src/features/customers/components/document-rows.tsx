import {
  Controller,
  useFieldArray,
  type Control,
  type UseFormGetValues,
  type UseFormRegister,
} from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button, Field, IconButton, TextInput } from '@trellis/ui';
import { CUSTOMER_MESSAGES } from '@trellis/contracts';
import {
  EMPTY_DOCUMENT,
  isDocumentComplete,
  type CustomerFormInput,
} from '../utils/customer-form-schema';
import { StyledRow, StyledRowActions, StyledRows } from './form-rows';

export interface DocumentRowsProps {
  control: Control<CustomerFormInput>;
  register: UseFormRegister<CustomerFormInput>;
  getValues: UseFormGetValues<CustomerFormInput>;
}

/** Repeatable document rows (title, optional expiry date, file); only complete rows are sent. */
export function DocumentRows({ control, register, getValues }: DocumentRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'documents' });
  const handleAdd = () => {
    const rows = getValues('documents');
    const last = rows[rows.length - 1];
    if (last && !isDocumentComplete(last)) {
      window.alert(CUSTOMER_MESSAGES.documentRowIncomplete);
      return;
    }
    append(EMPTY_DOCUMENT);
  };
  return (
    <StyledRows>
      <legend>Documents</legend>
      {fields.map((field, index) => {
        const id = (name: string) => `document-${field.id}-${name}`;
        return (
          <StyledRow key={field.id} role="group" aria-label={`Document ${index + 1}`}>
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
                    onChange={(e) => onChange(e.target.files?.[0] ?? null)}
                  />
                </Field>
              )}
            />
            {fields.length > 1 && (
              <IconButton
                label={`Remove document ${index + 1}`}
                icon={<Trash2 aria-hidden size={16} />}
                onClick={() => remove(index)}
              />
            )}
          </StyledRow>
        );
      })}
      <StyledRowActions>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden size={16} />}
          onClick={handleAdd}
        >
          Add Document
        </Button>
      </StyledRowActions>
    </StyledRows>
  );
}
