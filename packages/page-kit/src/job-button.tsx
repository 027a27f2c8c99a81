import styled, { keyframes } from 'styled-components';
import { RefreshCw } from 'lucide-react';
import { Button, VisuallyHidden, type ButtonProps } from '@trellis/ui/controls';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledIcon = styled(RefreshCw)<{ $spinning: boolean }>`
  animation: ${spin} 1s linear infinite;
  animation-play-state: ${({ $spinning }) => ($spinning ? 'running' : 'paused')};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface JobButtonProps {
  /** The job is on its way: the button waits, its icon turns, and screen readers hear so. */
  running: boolean;
  label: string;
  runningLabel: string;
  onClick: () => void;
  variant?: ButtonProps['variant'];
  /** A fuller name than the label, where the label leaves out what the job works on. */
  'aria-label'?: string;
}

/** Starts a server job (a sync, a generation) that takes a while and answers with a toast. */
export function JobButton({ running, label, runningLabel, ...button }: JobButtonProps) {
  return (
    <>
      <Button
        {...button}
        icon={<StyledIcon aria-hidden size={16} $spinning={running} />}
        disabled={running}
        aria-busy={running}
      >
        {running ? runningLabel : label}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {running ? runningLabel : ''}
      </VisuallyHidden>
    </>
  );
}
