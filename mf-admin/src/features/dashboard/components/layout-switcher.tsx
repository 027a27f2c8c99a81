import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Columns2, Columns3, Square } from 'lucide-react';
import { DASHBOARD_LAYOUTS, DASHBOARD_MESSAGES } from '@trellis/contracts/constants';
import type { DashboardLayout } from '@trellis/contracts';

const ICONS: Record<DashboardLayout, ReactNode> = {
  1: <Square aria-hidden />,
  2: <Columns2 aria-hidden />,
  3: <Columns3 aria-hidden />,
};

const StyledGroup = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledButtons = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const StyledOption = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.25rem;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    &:hover {
      background: ${({ theme }) => theme.colors.accentHover};
    }
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

export interface LayoutSwitcherProps {
  layout: DashboardLayout;
  onChange: (layout: DashboardLayout) => void;
}

/** 1, 2 or 3 columns for the lower panels; the chosen one is pressed. */
export function LayoutSwitcher({ layout, onChange }: LayoutSwitcherProps) {
  return (
    <StyledGroup role="group" aria-labelledby="dashboard-layout-label">
      <span id="dashboard-layout-label">{DASHBOARD_MESSAGES.layout}</span>
      <StyledButtons>
        {DASHBOARD_LAYOUTS.map((option) => (
          <StyledOption
            key={option}
            type="button"
            aria-pressed={option === layout}
            aria-label={DASHBOARD_MESSAGES.layoutColumns(option)}
            title={DASHBOARD_MESSAGES.layoutColumns(option)}
            onClick={() => onChange(option)}
          >
            {ICONS[option]}
          </StyledOption>
        ))}
      </StyledButtons>
    </StyledGroup>
  );
}
