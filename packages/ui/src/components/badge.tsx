import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { TONE_FILLS, type BadgeTone } from './tone-fill';

export type { BadgeTone };

/**
 * Solid badge: the tone's `on*` text on the tone's fill, which passes AA in both themes.
 * The doubled class (`&&`) outranks a container's descendant rule such as `li span { color:
 * muted }`, so a badge keeps its own text colour and size wherever it is placed.
 */
const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  && {
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
    ${({ $tone }) => TONE_FILLS[$tone]}
  }
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} data-tone={tone} {...rest} />;
}
