import { Button } from '@trellis/ui/basics';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AuthLayout } from './auth-layout';

const StyledOutcome = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    width: 3rem;
    height: 3rem;
    color: ${({ theme }) => theme.colors.successText};
  }
`;

export interface AuthOutcomeProps {
  title: string;
  icon: ReactNode;
  /** What happened and what comes next. */
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** The screen that replaces an account form once its request succeeded, with the way on. */
export function AuthOutcome({ title, icon, children, actionLabel, onAction }: AuthOutcomeProps) {
  return (
    <AuthLayout title={title}>
      <StyledOutcome role="status">
        {icon}
        <p>{children}</p>
        <Button fullWidth onClick={onAction}>
          {actionLabel}
        </Button>
      </StyledOutcome>
    </AuthLayout>
  );
}
