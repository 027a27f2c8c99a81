import { APP_ROUTES, type User } from '@trellis/contracts/constants';
import { Avatar } from '@trellis/ui/basics';
import { Menu, type MenuItem } from '@trellis/ui/menu';
import { KeyRound, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { profileImageUrl } from './profile-image-url';

const StyledName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledEmail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export interface ProfileMenuProps {
  user: User | null;
  onSignOut: () => void;
}

/** Opens on hover, and also on focus, click and the keyboard so it works without a mouse. */
export function ProfileMenu({ user, onSignOut }: ProfileMenuProps) {
  const navigate = useNavigate();
  const name = user?.username ?? '';
  const goTo = (key: string, label: string, icon: ReactNode, path: string): MenuItem => ({
    key,
    label,
    icon,
    onSelect: () => navigate(path),
  });
  const items: MenuItem[] = [
    goTo('dashboard', 'Dashboard', <LayoutDashboard aria-hidden />, APP_ROUTES.dashboard),
    goTo('profile', 'Profile', <UserRound aria-hidden />, APP_ROUTES.profile),
    goTo('password', 'Change Password', <KeyRound aria-hidden />, APP_ROUTES.changePassword),
    {
      key: 'signout',
      label: 'Sign out',
      icon: <LogOut aria-hidden />,
      danger: true,
      onSelect: onSignOut,
    },
  ];
  return (
    <Menu
      openOnHover
      triggerLabel="Account menu"
      trigger={
        <Avatar
          name={name || '?'}
          src={profileImageUrl(user?.profileImage, window.location.origin)}
          size="md"
        />
      }
      header={
        <>
          <StyledName>{name}</StyledName>
          <StyledEmail>{user?.email}</StyledEmail>
        </>
      }
      items={items}
    />
  );
}
