import styled from 'styled-components';
import { Play } from 'lucide-react';
import type { Job, JobRunResponse } from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import { Button } from '@trellis/ui/controls';
import { useRunJob } from '../api/run-job';
import { JOBS_MESSAGES } from '../jobs-messages';

const StyledCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

// Always rendered, so that screen readers announce the text when it arrives.
const StyledOutcome = styled.span<{ $failed: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.dangerText : theme.colors.textMuted)};
  max-width: 16rem;
  overflow-wrap: anywhere;
`;

function outcome(title: string, data: JobRunResponse | undefined, error: Error | null) {
  if (error) return { failed: true, text: errorMessage(error, JOBS_MESSAGES.runFailed(title)) };
  if (!data) return null;
  const { run } = data;
  if (!run || run.result === 'running')
    return { failed: false, text: JOBS_MESSAGES.stillRunning(title) };
  if (run.result === 'failed')
    return { failed: true, text: [JOBS_MESSAGES.failed(title), run.error].join(' ').trim() };
  return { failed: false, text: JOBS_MESSAGES.finished(title) };
}

export interface RunJobButtonProps {
  job: Job;
}

/** "Run now" for one job, with what came of it; off while the job is running. */
export function RunJobButton({ job }: RunJobButtonProps) {
  const run = useRunJob();
  const busy = run.isPending || job.last_run?.result === 'running';
  const shown = run.isPending ? null : outcome(job.title, run.data, run.error);
  return (
    <StyledCell>
      <Button
        size="sm"
        variant="secondary"
        icon={<Play aria-hidden size={14} />}
        aria-label={busy ? JOBS_MESSAGES.runningOf(job.title) : JOBS_MESSAGES.runNowOf(job.title)}
        onClick={() => run.mutate(job.name)}
        disabled={busy}
        aria-busy={run.isPending}
      >
        {busy ? JOBS_MESSAGES.running : JOBS_MESSAGES.runNow}
      </Button>
      <StyledOutcome role="status" $failed={shown?.failed ?? false}>
        {shown?.text}
      </StyledOutcome>
    </StyledCell>
  );
}
