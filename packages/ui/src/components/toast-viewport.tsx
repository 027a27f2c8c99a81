import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import styled, { css, keyframes, type RuleSet } from 'styled-components';
import { IconButton } from './icon-button';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

export interface ToastItem {
  id: string | number;
  message: string;
  type: ToastType;
}

const slideIn = keyframes`from { opacity: 0; transform: translateY(-0.5rem); } to { opacity: 1; transform: none; }`;

// The coloured edge and the icon of each kind, named in the rules the contrast test reads.
const TYPES: Record<ToastType, RuleSet> = {
  success: css`
    border-left-color: ${({ theme }) => theme.colors.success};
    & > svg {
      color: ${({ theme }) => theme.colors.successText};
    }
  `,
  warning: css`
    border-left-color: ${({ theme }) => theme.colors.warning};
    & > svg {
      color: ${({ theme }) => theme.colors.warningText};
    }
  `,
  error: css`
    border-left-color: ${({ theme }) => theme.colors.danger};
    & > svg {
      color: ${({ theme }) => theme.colors.dangerText};
    }
  `,
  info: css`
    border-left-color: ${({ theme }) => theme.colors.info};
    & > svg {
      color: ${({ theme }) => theme.colors.infoText};
    }
  `,
};

const StyledViewport = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  left: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
`;

const StyledToast = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 24rem;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.durations.normal} ease;

  & > svg {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.05rem;
  }
  ${({ $type }) => TYPES[$type]}
`;

const StyledMessage = styled.p`
  flex: 1;
  padding-top: 0.1rem;
  overflow-wrap: anywhere;
`;

const ICONS = {
  success: CheckCircle2,
  warning: AlertTriangle,
  error: XCircle,
  info: Info,
} as const;

export interface ToastViewportProps<T extends ToastItem = ToastItem> {
  toasts: readonly T[];
  onDismiss: (id: T['id']) => void;
}

/** Renders toasts from any store; ui stays free of state (the shell passes `useToastStore`). */
export function ToastViewport<T extends ToastItem>({ toasts, onDismiss }: ToastViewportProps<T>) {
  return (
    <StyledViewport aria-live="polite" aria-relevant="additions" data-testid="toast-viewport">
      {toasts.map((toast) => {
        const Icon = ICONS[toast.type] ?? Info;
        return (
          <StyledToast
            key={toast.id}
            $type={toast.type}
            role={toast.type === 'error' ? 'alert' : 'status'}
            data-toast-type={toast.type}
          >
            <Icon aria-hidden />
            <StyledMessage>{toast.message}</StyledMessage>
            <IconButton
              size="sm"
              label="Close notification"
              icon={<X aria-hidden />}
              onClick={() => onDismiss(toast.id)}
            />
          </StyledToast>
        );
      })}
    </StyledViewport>
  );
}
