import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    width: 2.5rem;
    height: 2.5rem;
  }
`;

const StyledTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface EmptyStateProps {
  /** The screen's empty text, verbatim. */
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <StyledEmpty>
      {icon}
      <StyledTitle>{title}</StyledTitle>
      {description && <div>{description}</div>}
      {action}
    </StyledEmpty>
  );
}
