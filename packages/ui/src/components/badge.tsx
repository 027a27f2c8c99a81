import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral' | 'accent';

/** Solid badge: white text on the tone's fill, which passes AA in both themes. */
const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 1.25rem;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.25;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    const c = theme.colors;
    const pair = {
      success: [c.success, c.onSuccess],
      danger: [c.danger, c.onDanger],
      warning: [c.warning, c.onWarning],
      info: [c.info, c.onInfo],
      neutral: [c.neutral, c.onNeutral],
      accent: [c.accent, c.onAccent],
    }[$tone];
    return `background: ${pair[0]}; color: ${pair[1]};`;
  }}
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} data-tone={tone} {...rest} />;
}
