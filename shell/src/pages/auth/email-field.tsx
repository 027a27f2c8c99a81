import { Field, TextInput, type TextInputProps } from '@trellis/ui/forms';

export interface EmailFieldProps extends Omit<TextInputProps, 'type' | 'invalid'> {
  id: string;
  /** The field's validation message, if any. */
  error?: string;
}

/** The Email field of the account forms: the browser offers the saved address. */
export function EmailField({ id, error, ...input }: EmailFieldProps) {
  return (
    <Field label="Email" htmlFor={id} error={error}>
      <TextInput id={id} type="email" autoComplete="email" invalid={!!error} {...input} />
    </Field>
  );
}
