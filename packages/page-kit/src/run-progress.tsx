import styled from 'styled-components';
import { Button } from '@trellis/ui/controls';
import { StyledControlLine } from './page-layout';

const StyledRun = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
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

export interface RunProgressProps {
  /** What is being done ("Importing 15 customers…"): said above the bar and naming it. */
  label: string;
  /** Records done so far, and how many there will be. */
  done: number;
  total: number;
  /** How far it has got, in words ("6 of 15 written"), read out as it changes. */
  text: string;
  /** A Stop button, for a run that can be stopped. */
  stop?: { label: string; onStop: () => void };
}

/** A long run at work (an import, a bulk job): its progress bar, and Stop where it can stop. */
export function RunProgress({ label, done, total, text, stop }: RunProgressProps) {
  const share = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  return (
    <StyledRun>
      <p>{label}</p>
      <StyledControlLine>
        <StyledTrack
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={text}
        >
          <StyledFill style={{ width: `${share}%` }} />
        </StyledTrack>
        <span aria-live="polite">{text}</span>
        {stop && (
          <Button size="sm" variant="secondary" onClick={stop.onStop}>
            {stop.label}
          </Button>
        )}
      </StyledControlLine>
    </StyledRun>
  );
}
