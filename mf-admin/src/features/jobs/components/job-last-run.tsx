import styled from 'styled-components';
import type { JobResult, JobRun } from '@trellis/contracts';
import { Badge, type BadgeTone } from '@trellis/ui/controls';
import { RelativeTime, exactTime } from '@trellis/ui/format';
import { JOBS_MESSAGES } from '../jobs-messages';

const StyledRun = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledDetail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.dangerText};
  overflow-wrap: anywhere;
`;

const RESULTS: Record<JobResult, { tone: BadgeTone; label: string }> = {
  running: { tone: 'info', label: 'Running' },
  ok: { tone: 'success', label: 'Succeeded' },
  failed: { tone: 'danger', label: 'Failed' },
};

/** `{ notifications: 3, digests: 2 }` as "3 notifications, 2 digests". */
export function countsText(counts: JobRun['counts']): string {
  const parts = Object.entries(counts).map(([name, n]) => `${n} ${name.replace(/_/g, ' ')}`);
  return parts.length ? parts.join(', ') : JOBS_MESSAGES.noCounts;
}

export interface JobLastRunProps {
  run: JobRun | null;
  now: Date;
}

/** The last run: its result, when it started and ended, what it did or why it failed. */
export function JobLastRun({ run, now }: JobLastRunProps) {
  if (!run) return <StyledDetail>{JOBS_MESSAGES.neverRun}</StyledDetail>;
  const { tone, label } = RESULTS[run.result];
  return (
    <StyledRun>
      <span>
        <Badge tone={tone}>{label}</Badge>
      </span>
      <StyledDetail>
        Started <RelativeTime iso={run.started_at} now={now} />
        {run.trigger === 'manual' ? ' (Run now)' : ''}
      </StyledDetail>
      {run.finished_at && (
        <StyledDetail>
          Ended <time dateTime={run.finished_at}>{exactTime(run.finished_at)}</time>
        </StyledDetail>
      )}
      {run.result !== 'running' && <StyledDetail>{countsText(run.counts)}</StyledDetail>}
      {run.error && <StyledError>{run.error}</StyledError>}
    </StyledRun>
  );
}
