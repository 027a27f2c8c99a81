import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { fieldErrorId } from './field';
import { inputStyles } from './input-styles';

const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles}
  min-height: 4.5rem;
  resize: vertical;
`;

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ invalid = false, id, rows = 3, ...rest }: TextAreaProps) {
  return (
    <StyledTextArea
      id={id}
      rows={rows}
      $invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid && id ? fieldErrorId(id) : undefined}
      {...rest}
    />
  );
}
