import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

const StyledCard = styled.section<{ $padded: boolean }>`
  min-width: 0;
  padding: ${({ theme, $padded }) => ($padded ? theme.space.xl : '0')};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme, $padded }) => ($padded ? theme.space.lg : '0')};
  }
`;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  padded?: boolean;
}

export function Card({ padded = true, ...rest }: CardProps) {
  return <StyledCard $padded={padded} {...rest} />;
}
