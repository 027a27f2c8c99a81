import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { fieldErrorId } from './field';
import { inputStyles } from './input-styles';

const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
`;

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({ invalid = false, type = 'text', id, ...rest }: TextInputProps) {
  return (
    <StyledInput
      id={id}
      type={type}
      $invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid && id ? fieldErrorId(id) : undefined}
      {...rest}
    />
  );
}
