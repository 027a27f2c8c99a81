import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../../layout/logo';

const StyledScreen = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.background};
`;

const StyledCard = styled.div`
  width: 100%;
  max-width: 28rem;
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBody = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card every public account page sits in. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <StyledScreen>
      <StyledCard>
        <StyledBrand>
          <Logo />
          <span>Trellis</span>
        </StyledBrand>
        <StyledTitle>{title}</StyledTitle>
        {subtitle && <StyledSubtitle>{subtitle}</StyledSubtitle>}
        <StyledBody>{children}</StyledBody>
      </StyledCard>
    </StyledScreen>
  );
}
