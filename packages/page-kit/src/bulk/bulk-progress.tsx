import styled from 'styled-components';
import { BULK_LABELS, BULK_MESSAGES, type BulkRun } from '@trellis/contracts';
import { Button } from '@trellis/ui/controls';
import { StyledBarLine } from './selection-bar';

const StyledProgress = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledTrack = styled.div`
  flex: 1 1 12rem;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledFill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  transition: width ${({ theme }) => theme.durations.normal} ease;
`;

export interface BulkProgressProps {
  run: BulkRun;
  onStop: () => void;
}

/** A bulk job at work: how far it has got, and Stop (it stops between batches). */
export function BulkProgress({ run, onStop }: BulkProgressProps) {
  const { processed, total } = run;
  const text = BULK_LABELS.progress(processed, total);
  const share = total > 0 ? Math.min(100, (processed / total) * 100) : 0;
  return (
    <StyledProgress aria-label={BULK_LABELS.actions}>
      <p>{BULK_MESSAGES.started(total)}</p>
      <StyledBarLine>
        <StyledTrack
          role="progressbar"
          aria-label={BULK_MESSAGES.started(total)}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={processed}
          aria-valuetext={text}
        >
          <StyledFill style={{ width: `${share}%` }} />
        </StyledTrack>
        <span aria-live="polite">{text}</span>
        <Button size="sm" variant="secondary" onClick={onStop}>
          {BULK_LABELS.cancelJob}
        </Button>
      </StyledBarLine>
    </StyledProgress>
  );
}
