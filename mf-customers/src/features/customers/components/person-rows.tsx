import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
} from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button, Field, IconButton, TextInput } from '@trellis/ui';
import { CUSTOMER_MESSAGES } from '@trellis/contracts';
import {
  EMPTY_PERSON,
  isPersonComplete,
  type CustomerFormInput,
} from '../utils/customer-form-schema';
import { StyledRow, StyledRowActions, StyledRows } from './form-rows';

export interface PersonRowsProps {
  control: Control<CustomerFormInput>;
  register: UseFormRegister<CustomerFormInput>;
  getValues: UseFormGetValues<CustomerFormInput>;
  errors: FieldErrors<CustomerFormInput>['persons'];
}

/** Repeatable authorised-person rows: a new row only once the last one is complete. */
export function PersonRows({ control, register, getValues, errors }: PersonRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'persons' });
  const handleAdd = () => {
    const rows = getValues('persons');
    const last = rows[rows.length - 1];
    if (last && !isPersonComplete(last)) {
      window.alert(CUSTOMER_MESSAGES.personRowIncomplete);
      return;
    }
    append(EMPTY_PERSON);
  };
  return (
    <StyledRows>
      <legend>Authorized Persons</legend>
      {fields.map((field, index) => {
        const id = (name: string) => `person-${field.id}-${name}`;
        const rowErrors = errors?.[index];
        return (
          <StyledRow key={field.id} role="group" aria-label={`Authorized person ${index + 1}`}>
            <Field label="Name" htmlFor={id('name')} error={rowErrors?.person_name?.message}>
              <TextInput
                id={id('name')}
                invalid={!!rowErrors?.person_name}
                autoComplete="off"
                {...register(`persons.${index}.person_name`)}
              />
            </Field>
            <Field label="Email" htmlFor={id('email')} error={rowErrors?.person_email?.message}>
              <TextInput
                id={id('email')}
                invalid={!!rowErrors?.person_email}
                type="email"
                autoComplete="off"
                {...register(`persons.${index}.person_email`)}
              />
            </Field>
            <Field
              label="Contact"
              htmlFor={id('contact')}
              error={rowErrors?.person_contact?.message}
            >
              <TextInput
                id={id('contact')}
                invalid={!!rowErrors?.person_contact}
                type="tel"
                autoComplete="off"
                {...register(`persons.${index}.person_contact`)}
              />
            </Field>
            {fields.length > 1 && (
              <IconButton
                label={`Remove authorized person ${index + 1}`}
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
          Add Person
        </Button>
      </StyledRowActions>
    </StyledRows>
  );
}
