import styled from 'styled-components';
import { Link } from 'react-router';

const StyledLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.accentText};
  white-space: nowrap;
`;

export interface ViewAllLinkProps {
  to: string;
  /** What is viewed, for the accessible name: "View all notifications". */
  what: string;
}

/** A panel's way to the full page it previews. */
export function ViewAllLink({ to, what }: ViewAllLinkProps) {
  return (
    <StyledLink to={to} aria-label={`View all ${what}`}>
      View all
    </StyledLink>
  );
}
