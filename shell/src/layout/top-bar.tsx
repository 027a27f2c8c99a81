import type { User } from '@trellis/contracts/constants';
import { IconButton } from '@trellis/ui/basics';
import { Clock, Menu as MenuIcon } from 'lucide-react';
import styled from 'styled-components';
import { lastLoginText } from './last-login-text';
import { LocalClock } from './local-clock';
import { PreviewMarker } from './preview-marker';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';

const StyledBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.topbar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.topbarHeight};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledMenuButton = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const StyledGreeting = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledWelcome = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    width: 0.85rem;
    height: 0.85rem;
  }
`;

const StyledClock = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface TopBarProps {
  user: User | null;
  onOpenMenu: () => void;
  menuOpen: boolean;
  drawerId: string;
  onSignOut: () => void;
}

export function TopBar({ user, onOpenMenu, menuOpen, drawerId, onSignOut }: TopBarProps) {
  const lastLogin = lastLoginText(user?.last_login);
  return (
    <StyledBar>
      <StyledMenuButton>
        <IconButton
          label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={drawerId}
          icon={<MenuIcon aria-hidden />}
          onClick={onOpenMenu}
        />
      </StyledMenuButton>
      <StyledGreeting>
        <StyledWelcome>Welcome back &amp; have a great day at work!</StyledWelcome>
        <StyledMeta>
          <span>{lastLogin === 'First time login' ? lastLogin : `Last login: ${lastLogin}`}</span>
          <StyledClock>
            <Clock aria-hidden />
            <LocalClock timeZone={user?.timezone} />
          </StyledClock>
        </StyledMeta>
      </StyledGreeting>
      <PreviewMarker />
      <StyledActions>
        <ThemeToggle />
        <ProfileMenu user={user} onSignOut={onSignOut} />
      </StyledActions>
    </StyledBar>
  );
}
