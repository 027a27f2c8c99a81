import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
} from 'react-hook-form';
import { Field, RepeatableRows, TextInput } from '@trellis/ui/forms';
import { CUSTOMER_MESSAGES } from '@trellis/contracts';
import {
  EMPTY_PERSON_ROW,
  isPersonComplete,
  type CustomerFormInput,
} from '../utils/customer-form-schema';

export interface PersonRowsProps {
  control: Control<CustomerFormInput>;
  register: UseFormRegister<CustomerFormInput>;
  getValues: UseFormGetValues<CustomerFormInput>;
  errors: FieldErrors<CustomerFormInput>['persons'];
}

/** Repeatable authorised-person rows: name, email and contact. */
export function PersonRows({ control, register, getValues, errors }: PersonRowsProps) {
  const persons = useFieldArray({ control, name: 'persons' });
  return (
    <RepeatableRows
      legend="Authorized Persons"
      fieldArray={persons}
      getRows={() => getValues('persons')}
      isRowComplete={isPersonComplete}
      emptyRow={EMPTY_PERSON_ROW}
      incompleteMessage={CUSTOMER_MESSAGES.personRowIncomplete}
      addLabel="Add Person"
      rowLabel={(index) => `Authorized person ${index + 1}`}
      removeLabel={(index) => `Remove authorized person ${index + 1}`}
      renderRow={(index, rowId) => {
        const id = (name: string) => `person-${rowId}-${name}`;
        const rowErrors = errors?.[index];
        return (
          <>
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
          </>
        );
      }}
    />
  );
}
