import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@trellis/ui/controls';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface DashboardSectionProps {
  /** The section's heading (Quick Actions, Ticket Calendar, ...). */
  title: string;
  id: string;
  /** Beside the heading: a count, a button. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A card of the dashboard, labelled by its h2. */
export function DashboardSection({ title, id, aside, children, className }: DashboardSectionProps) {
  return (
    <Card aria-labelledby={id} className={className}>
      <StyledHead>
        <StyledTitle id={id}>{title}</StyledTitle>
        {aside}
      </StyledHead>
      {children}
    </Card>
  );
}
