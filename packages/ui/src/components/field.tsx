import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledOptional = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;

export interface FieldProps {
  label: string;
  /** The id of the control inside; the label points at it. */
  htmlFor: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}

/** Label, control and error message. Give the control `aria-describedby={fieldErrorId(id)}` when invalid. */
export function Field({ label, htmlFor, error, hint, optional = false, children }: FieldProps) {
  return (
    <StyledField>
      <StyledLabel htmlFor={htmlFor}>
        {label}
        {optional && <StyledOptional>(optional)</StyledOptional>}
      </StyledLabel>
      {children}
      {hint && !error && <StyledHint id={`${htmlFor}-hint`}>{hint}</StyledHint>}
      {error && (
        <StyledError id={fieldErrorId(htmlFor)} role="alert">
          {error}
        </StyledError>
      )}
    </StyledField>
  );
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}
