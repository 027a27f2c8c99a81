import type { Counts } from '@trellis/contracts/constants';
import { usePermissions } from '@trellis/platform/core';
import { IconButton } from '@trellis/ui/basics';
import { LogOut, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import styled from 'styled-components';
import { Logo } from './logo';
import { SettingsGroup } from './settings-group';
import { SETTINGS_ITEMS, SIDEBAR_ITEMS } from './sidebar-items';
import { SidebarLinkItems, StyledSidebarLabel, StyledSidebarRowButton } from './sidebar-link';
import { visibleSidebarItems } from './visible-sidebar-items';

const StyledAside = styled.aside<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.sidebarNarrow : theme.layout.sidebarWide)};
  height: 100%;
  background: ${({ theme }) => theme.colors.sidebarBackground};
  color: ${({ theme }) => theme.colors.sidebarText};
  transition: width ${({ theme }) => theme.durations.normal};
`;

const StyledBrand = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'space-between')};
  flex-direction: ${({ $collapsed }) => ($collapsed ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.topbarHeight};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.sidebarHover};
`;

const StyledBrandName = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledNav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledFooter = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.sidebarHover};
`;

const StyledSidebarButton = styled.div`
  color: ${({ theme }) => theme.colors.sidebarText};
  button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }
`;

export interface SidebarProps {
  collapsed: boolean;
  counts: Counts;
  connected: boolean;
  onSignOut: () => void;
  /** Desktop: the wide/narrow toggle. */
  onToggleCollapsed?: () => void;
  /** Mobile drawer: the close button. */
  onClose?: () => void;
  id?: string;
}

export function Sidebar({
  collapsed,
  counts,
  connected,
  onSignOut,
  onToggleCollapsed,
  onClose,
  id,
}: SidebarProps) {
  const permissions = usePermissions();
  const items = visibleSidebarItems(SIDEBAR_ITEMS, permissions);
  const settingsItems = visibleSidebarItems(SETTINGS_ITEMS, permissions);
  const linkProps = { collapsed, counts, connected };
  return (
    <StyledAside $collapsed={collapsed} id={id}>
      <StyledBrand $collapsed={collapsed}>
        <StyledBrandName>
          <Logo />
          {!collapsed && <span>Trellis</span>}
        </StyledBrandName>
        <StyledSidebarButton>
          {onToggleCollapsed && (
            <IconButton
              label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              icon={collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
              onClick={onToggleCollapsed}
            />
          )}
          {onClose && <IconButton label="Close menu" icon={<X aria-hidden />} onClick={onClose} />}
        </StyledSidebarButton>
      </StyledBrand>
      <StyledNav aria-label="Main">
        <StyledList>
          <SidebarLinkItems items={items} {...linkProps} />
          {settingsItems.length > 0 && <SettingsGroup items={settingsItems} {...linkProps} />}
        </StyledList>
      </StyledNav>
      <StyledFooter>
        <StyledSidebarRowButton
          type="button"
          $collapsed={collapsed}
          onClick={onSignOut}
          title={collapsed ? 'Sign Out' : undefined}
        >
          <LogOut aria-hidden />
          <StyledSidebarLabel $collapsed={collapsed}>Sign Out</StyledSidebarLabel>
        </StyledSidebarRowButton>
      </StyledFooter>
    </StyledAside>
  );
}
