import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValue = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

// The tile keeps its size when the value beside it wraps (several amounts on a narrow card).
const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const StyledFooter = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** A line under the value (last month's figure, the percent change). */
  footer?: ReactNode;
}

export function StatCard({ label, value, icon, footer }: StatCardProps) {
  return (
    <Card>
      <StyledRow>
        <div>
          <StyledLabel>{label}</StyledLabel>
          <StyledValue>{value}</StyledValue>
        </div>
        {icon && <StyledIcon aria-hidden>{icon}</StyledIcon>}
      </StyledRow>
      {footer && <StyledFooter>{footer}</StyledFooter>}
    </Card>
  );
}
