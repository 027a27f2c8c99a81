import { ACCESS_MESSAGES, APP_ROUTES } from '@trellis/contracts/constants';
import { signOut } from '@trellis/platform/core';
import { Button } from '@trellis/ui/basics';
import { Hourglass } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { AccessCard } from './access-card';

const StyledLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * What a self-registered account sees on every page until an administrator approves it; the
 * approval arrives live and the requested page replaces this one.
 */
export function WaitingPage() {
  const navigate = useNavigate();
  return (
    <AccessCard title={ACCESS_MESSAGES.waitingTitle} icon={<Hourglass aria-hidden />}>
      <p>{ACCESS_MESSAGES.waitingBody}</p>
      <StyledLinks>
        <li>
          <StyledLink to={APP_ROUTES.profile}>{ACCESS_MESSAGES.waitingProfile}</StyledLink>
        </li>
        <li>
          <StyledLink to={APP_ROUTES.changePassword}>{ACCESS_MESSAGES.waitingPassword}</StyledLink>
        </li>
      </StyledLinks>
      <Button variant="secondary" onClick={() => void signOut(navigate)}>
        {ACCESS_MESSAGES.waitingSignOut}
      </Button>
    </AccessCard>
  );
}
