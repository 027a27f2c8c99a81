import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledAlert = styled.div<{ $tone: 'error' | 'success' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerSoft : theme.colors.successSoft)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    width: 1.125rem;
    height: 1.125rem;
    color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerText : theme.colors.successText)};
  }
`;

export interface FormAlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A form-level message: errors are announced at once, successes politely. */
export function FormAlert({ tone, children }: FormAlertProps) {
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <StyledAlert $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon aria-hidden />
      <span>{children}</span>
    </StyledAlert>
  );
}
