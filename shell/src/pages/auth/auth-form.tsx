import { Link } from 'react-router';
import styled from 'styled-components';

/** Vertical stack of fields used by every account form. */
export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledFormRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledFooterText = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
