import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import {
  Field,
  fieldErrorId,
  Select,
  TextArea,
  TextInput,
  type SelectOption,
} from '@trellis/ui/forms';

const StyledSection = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space.lg};
  }
  legend {
    float: left;
    grid-column: 1 / -1;
    width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A form section: a titled group of fields, laid out in as many columns as fit. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledSection>
      <legend>{title}</legend>
      {children}
    </StyledSection>
  );
}

/** A field spanning the whole row (long text). */
export const WideField = styled.div`
  grid-column: 1 / -1;
`;

export interface FormInputProps<N extends string> {
  name: N;
  type?: 'text' | 'date' | 'time' | 'number';
  optional?: boolean;
  hint?: string;
  min?: string;
  step?: string;
  multiline?: boolean;
}

export interface FormSelectProps<N extends string> {
  name: N;
  options: readonly SelectOption[];
}

/**
 * The labelled fields of one react-hook-form form, by field name: each control's id starts with
 * `prefix` (`lead-start-date`), its label comes from `labels` (the contract's), and its error from
 * the form's state, described to assistive technology. Inside a `FormProvider`.
 */
export function formFieldsOf<V extends FieldValues, N extends Path<V> & string>(
  prefix: string,
  labels: Readonly<Record<N, string>>,
) {
  /** The id of a field's control (its label and error point at it). */
  const fieldId = (name: string) => `${prefix}-${name.replaceAll('_', '-')}`;

  function useFieldState(name: N) {
    const { register, formState } = useFormContext<V>();
    const errors = formState.errors as Partial<Record<string, { message?: unknown }>>;
    const message = errors[name]?.message;
    return {
      id: fieldId(name),
      error: typeof message === 'string' ? message : undefined,
      registration: register(name),
    };
  }

  /** A text, date, time or number field, labelled and with its error. */
  function Input({ name, type = 'text', optional, hint, min, step, multiline }: FormInputProps<N>) {
    const { id, error, registration } = useFieldState(name);
    const common = {
      id,
      invalid: !!error,
      'aria-required': optional ? undefined : true,
      'aria-describedby': error ? fieldErrorId(id) : hint ? `${id}-hint` : undefined,
      ...registration,
    };
    return (
      <Field label={labels[name]} htmlFor={id} optional={optional} hint={hint} error={error}>
        {multiline ? (
          <TextArea {...common} />
        ) : (
          <TextInput
            {...common}
            type={type}
            min={min}
            step={step ?? (type === 'number' ? '0.01' : undefined)}
            inputMode={type === 'number' ? 'decimal' : undefined}
          />
        )}
      </Field>
    );
  }

  /** A closed list (a type, a currency, a status). */
  function FieldSelect({ name, options }: FormSelectProps<N>) {
    const { id, error, registration } = useFieldState(name);
    return (
      <Field label={labels[name]} htmlFor={id} error={error}>
        <Select id={id} options={[...options]} invalid={!!error} aria-required {...registration} />
      </Field>
    );
  }

  return { fieldId, Input, Select: FieldSelect };
}
