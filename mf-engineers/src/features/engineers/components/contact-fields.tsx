import styled from 'styled-components';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Field, TextInput } from '@trellis/ui/forms';

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
}

export interface ContactFieldsProps {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** Each field's `register(...)`, from the form that holds them. */
  fields: Record<keyof ContactValues, UseFormRegisterReturn>;
  errors: FieldErrors<ContactValues>;
  /** Whether the phone may be left empty (editing an engineer who has none). */
  phoneOptional?: boolean;
}

/** Name, Email and Phone: the invite form's fields and the edit form's contact details. */
export function ContactFields({ idPrefix, fields, errors, phoneOptional }: ContactFieldsProps) {
  const id = (field: keyof ContactValues) => `${idPrefix}-${field}`;
  return (
    <>
      <Field label="Name" htmlFor={id('name')} error={errors.name?.message}>
        <TextInput id={id('name')} autoComplete="name" invalid={!!errors.name} {...fields.name} />
      </Field>
      <Field label="Email" htmlFor={id('email')} error={errors.email?.message}>
        <TextInput
          id={id('email')}
          type="email"
          autoComplete="email"
          invalid={!!errors.email}
          {...fields.email}
        />
      </Field>
      <Field
        label="Phone"
        htmlFor={id('phone')}
        optional={phoneOptional}
        error={errors.phone?.message}
      >
        <TextInput
          id={id('phone')}
          type="tel"
          autoComplete="tel"
          invalid={!!errors.phone}
          {...fields.phone}
        />
      </Field>
    </>
  );
}
