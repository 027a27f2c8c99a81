import type { Counts } from '@trellis/contracts/constants';
import { ChevronDown, Settings } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { SidebarItem } from './sidebar-items';
import { SidebarLinkItems, StyledSidebarLabel, StyledSidebarRowButton } from './sidebar-link';

const StyledChevron = styled(ChevronDown)<{ $open: boolean }>`
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.durations.fast};
`;

const StyledList = styled.ul<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: 0 0 0 ${({ theme, $collapsed }) => ($collapsed ? '0' : theme.space.lg)};
  list-style: none;
`;

export interface SettingsGroupProps {
  /** The settings pages the user may open. */
  items: readonly SidebarItem[];
  collapsed: boolean;
  counts: Counts;
  connected: boolean;
}

/** The collapsible Settings group; it starts open when one of its pages is showing. */
export function SettingsGroup({ items, collapsed, counts, connected }: SettingsGroupProps) {
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(() => items.some((item) => pathname.startsWith(item.to)));
  return (
    <li>
      <StyledSidebarRowButton
        type="button"
        $collapsed={collapsed}
        aria-expanded={open}
        aria-controls={listId}
        title={collapsed ? 'Settings' : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Settings aria-hidden />
        <StyledSidebarLabel $collapsed={collapsed}>Settings</StyledSidebarLabel>
        {!collapsed && <StyledChevron aria-hidden size={16} $open={open} />}
      </StyledSidebarRowButton>
      {open && (
        <StyledList id={listId} $collapsed={collapsed}>
          <SidebarLinkItems
            items={items}
            collapsed={collapsed}
            counts={counts}
            connected={connected}
          />
        </StyledList>
      )}
    </li>
  );
}
