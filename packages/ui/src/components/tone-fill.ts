import { css, type RuleSet } from 'styled-components';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral' | 'accent' | 'purple';

/**
 * Each tone's fill and the `on*` text made for it, which passes AA in both themes. One rule per
 * tone, where the contrast test reads the pair, for a badge or anything drawn as one (a card).
 */
export const TONE_FILLS: Record<BadgeTone, RuleSet> = {
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
