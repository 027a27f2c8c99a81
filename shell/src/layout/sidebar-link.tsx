import type { Counts } from '@trellis/contracts/constants';
import { Badge } from '@trellis/ui/basics';
import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { sidebarBadge } from './sidebar-badge';
import type { SidebarItem } from './sidebar-items';

export const sidebarRowStyles = css<{ $collapsed: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme, $collapsed }) => ($collapsed ? theme.space.sm : `${theme.space.sm} ${theme.space.md}`)};
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.sidebarText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  & > svg {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** A sidebar row that acts rather than navigates (the Settings toggle, Sign Out). */
export const StyledSidebarRowButton = styled.button<{ $collapsed: boolean }>`
  ${sidebarRowStyles}
`;

const StyledLink = styled(NavLink)<{ $collapsed: boolean }>`
  ${sidebarRowStyles}

  &.active {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: ${({ theme }) => theme.colors.sidebarActiveText};
  }
`;

export const StyledSidebarLabel = styled.span<{ $collapsed: boolean }>`
  flex: 1;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    `}
`;

const StyledCornerBadge = styled.span`
  position: absolute;
  top: 0;
  right: 0.35rem;
  & > span {
    min-width: 1.1rem;
    padding: 0 ${({ theme }) => theme.space.xs};
    font-size: 0.625rem;
  }
`;

export interface SidebarLinkProps {
  item: SidebarItem;
  collapsed: boolean;
  counts: Counts;
  connected: boolean;
}

export function SidebarLink({ item, collapsed, counts, connected }: SidebarLinkProps) {
  const Icon = item.icon;
  const badge = item.count ? sidebarBadge(counts[item.count], collapsed, connected) : null;
  const badgeNode = badge && (
    <Badge tone={badge.tone} data-testid={`badge-${item.count}`}>
      {badge.text}
    </Badge>
  );
  return (
    <StyledLink to={item.to} $collapsed={collapsed} title={collapsed ? item.label : undefined}>
      <Icon aria-hidden />
      <StyledSidebarLabel $collapsed={collapsed}>{item.label}</StyledSidebarLabel>
      {badgeNode && (collapsed ? <StyledCornerBadge>{badgeNode}</StyledCornerBadge> : badgeNode)}
    </StyledLink>
  );
}

export interface SidebarLinkItemsProps extends Omit<SidebarLinkProps, 'item'> {
  items: readonly SidebarItem[];
}

/** The links as list items, for the main list and the Settings group alike. */
export function SidebarLinkItems({ items, ...link }: SidebarLinkItemsProps) {
  return items.map((item) => (
    <li key={item.to}>
      <SidebarLink item={item} {...link} />
    </li>
  ));
}
