import styled from 'styled-components';
import type { Job } from '@trellis/contracts';
import { exactTime, useNow } from '@trellis/ui/format';
import { SimpleTable, TableCell, TableRow } from '@trellis/ui/lists';
import { JOBS_MESSAGES } from '../jobs-messages';
import { JobLastRun } from './job-last-run';
import { RunJobButton } from './run-job-button';

// The description takes the room; on a narrow screen the table scrolls rather than squeezing it.
const StyledJob = styled(TableCell)`
  min-width: 16rem;
`;

const StyledTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledWhen = styled(TableCell)`
  min-width: 10rem;
`;

export interface ScheduledJobsTableProps {
  items: Job[];
}

/** Each job: what it does, when it runs, how its last run went, its next run and "Run now". */
export function ScheduledJobsTable({ items }: ScheduledJobsTableProps) {
  const now = useNow();
  return (
    <SimpleTable
      label={JOBS_MESSAGES.title}
      headers={['Job', 'Schedule', 'Last run', 'Next run', 'Actions']}
    >
      {items.map((job) => (
        <TableRow key={job.name}>
          <StyledJob>
            <StyledTitle>{job.title}</StyledTitle>
            <StyledDescription>{job.description}</StyledDescription>
          </StyledJob>
          <StyledWhen>{job.schedule.text}</StyledWhen>
          <StyledWhen>
            <JobLastRun run={job.last_run} now={now} />
          </StyledWhen>
          <StyledWhen>
            <time dateTime={job.next_run}>{exactTime(job.next_run)}</time>
          </StyledWhen>
          <TableCell>
            <RunJobButton job={job} />
          </TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
