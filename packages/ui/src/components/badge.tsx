import type { HTMLAttributes } from 'react';
import styled, { css, type RuleSet } from 'styled-components';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral' | 'accent' | 'purple';

// Each tone names its fill and the text on it in one rule, where the contrast test reads them.
const TONES: Record<BadgeTone, RuleSet> = {
  success: css`
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onSuccess};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warning};
    color: ${({ theme }) => theme.colors.onWarning};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.info};
    color: ${({ theme }) => theme.colors.onInfo};
  `,
  neutral: css`
    background: ${({ theme }) => theme.colors.neutral};
    color: ${({ theme }) => theme.colors.onNeutral};
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  `,
  purple: css`
    background: ${({ theme }) => theme.colors.purple};
    color: ${({ theme }) => theme.colors.onPurple};
  `,
};

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
    ${({ $tone }) => TONES[$tone]}
  }
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} data-tone={tone} {...rest} />;
}
