import { AlertCircle, AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css, type RuleSet } from 'styled-components';

export type AlertTone = 'danger' | 'warning' | 'info' | 'success';

// The edge is the tone's text colour where its fill would not stand out from the tint (dark theme).
const TONES: Record<AlertTone, RuleSet> = {
  danger: css`
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.dangerText};
  `,
  warning: css`
    border-color: ${({ theme }) => theme.colors.warningText};
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warningText};
  `,
  info: css`
    border-color: ${({ theme }) => theme.colors.infoText};
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.infoText};
  `,
  success: css`
    border-color: ${({ theme }) => theme.colors.successText};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
  `,
};

const StyledAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  ${({ $tone }) => TONES[$tone]}
  svg {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.125rem;
  }
`;

const ICONS = { danger: AlertCircle, warning: AlertTriangle, info: Info, success: CheckCircle2 };

export interface AlertProps {
  /** `danger` (default) is the red box of a failed save. */
  tone?: AlertTone;
  children: ReactNode;
}

/**
 * A message box in a form or dialog: a failed save shows the server's message here. Danger and
 * warning are announced at once (`role="alert"`), info and success politely (`role="status"`).
 */
export function Alert({ tone = 'danger', children }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <StyledAlert
      $tone={tone}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      data-tone={tone}
    >
      <Icon aria-hidden />
      <span>{children}</span>
    </StyledAlert>
  );
}
