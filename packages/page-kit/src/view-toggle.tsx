import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Button } from '@trellis/ui/controls';

const StyledGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** One way to show a screen's records (a list, a calendar), with its button's icon. */
export interface ViewChoice<V extends string> {
  view: V;
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean; size?: number }>;
}

export interface ViewToggleProps<V extends string> {
  views: readonly ViewChoice<V>[];
  view: V;
  onChange: (view: V) => void;
  /** The group's accessible name. */
  label: string;
}

/** The screen's views as toggle buttons, the current one pressed. */
export function ViewToggle<V extends string>({ views, view, onChange, label }: ViewToggleProps<V>) {
  return (
    <StyledGroup role="group" aria-label={label}>
      {views.map(({ view: value, label: text, Icon }) => (
        <Button
          key={value}
          variant={view === value ? 'primary' : 'secondary'}
          aria-pressed={view === value}
          icon={<Icon aria-hidden size={16} />}
          onClick={() => onChange(value)}
        >
          {text}
        </Button>
      ))}
    </StyledGroup>
  );
}
