import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useFormContext } from 'react-hook-form';
import { Field, fieldErrorId, Select, TextArea, TextInput, type SelectOption } from '@trellis/ui';
import { TICKET_FIELD_LABELS, type TicketFormValues } from '@trellis/contracts';

export type TicketFormField = keyof TicketFormValues;

/** The id of a field's control (its label and error point at it). */
export const ticketFieldId = (name: TicketFormField | 'documents' | 'sign_off_sheet') =>
  `ticket-${name.replaceAll('_', '-')}`;

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

export interface TicketInputProps {
  name: TicketFormField;
  type?: 'text' | 'date' | 'time' | 'number';
  optional?: boolean;
  hint?: string;
  min?: string;
  step?: string;
  multiline?: boolean;
}

/** A text, date, time or number field of the ticket form, labelled and with its error. */
export function TicketInput({
  name,
  type = 'text',
  optional,
  hint,
  min,
  step,
  multiline,
}: TicketInputProps) {
  const { register, formState } = useFormContext<TicketFormValues>();
  const id = ticketFieldId(name);
  const error = formState.errors[name]?.message;
  const common = {
    id,
    invalid: !!error,
    'aria-required': optional ? undefined : true,
    'aria-describedby': error ? fieldErrorId(id) : hint ? `${id}-hint` : undefined,
    ...register(name),
  };
  return (
    <Field
      label={TICKET_FIELD_LABELS[name]}
      htmlFor={id}
      optional={optional}
      hint={hint}
      error={error}
    >
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

export interface TicketSelectProps {
  name: TicketFormField;
  options: readonly SelectOption[];
}

/** A closed list of the ticket form (priority, time zone, currency). */
export function TicketSelect({ name, options }: TicketSelectProps) {
  const { register, formState } = useFormContext<TicketFormValues>();
  const id = ticketFieldId(name);
  const error = formState.errors[name]?.message;
  return (
    <Field label={TICKET_FIELD_LABELS[name]} htmlFor={id} error={error}>
      <Select id={id} options={[...options]} invalid={!!error} aria-required {...register(name)} />
    </Field>
  );
}
