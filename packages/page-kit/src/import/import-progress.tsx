import styled from 'styled-components';
import { IMPORT_LABELS } from './import-labels';

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTrack = styled.div`
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

export interface ImportProgressProps {
  /** What is being done ("Importing 15 customers…"). */
  label: string;
  /** Records written so far, and how many will be. */
  done: number;
  total: number;
}

/** An import being written: how far it has got. */
export function ImportProgress({ label, done, total }: ImportProgressProps) {
  const text = IMPORT_LABELS.progress(done, total);
  const share = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  return (
    <StyledProgress>
      <p>{label}</p>
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
      <p aria-live="polite">{text}</p>
    </StyledProgress>
  );
}
