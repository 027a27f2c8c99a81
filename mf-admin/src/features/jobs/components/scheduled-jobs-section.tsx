import styled from 'styled-components';
import { Clock } from 'lucide-react';
import { JOB_MESSAGES, REALTIME_EVENTS } from '@trellis/contracts';
import { Alert } from '@trellis/ui/controls';
import { ListBody } from '@trellis/ui/lists';
import { useRefreshOn } from '@trellis/page-kit';
import { useJobs } from '../api/get-jobs';
import { jobsKeys } from '../api/jobs-keys';
import { JOBS_MESSAGES } from '../jobs-messages';
import { ScheduledJobsTable } from './scheduled-jobs-table';

// A run that starts or ends anywhere (the schedule, another administrator) reloads the jobs.
const JOB_EVENTS = [REALTIME_EVENTS.jobUpdated];

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The jobs the back office runs on a schedule, live, each with "Run now". */
export function ScheduledJobsSection() {
  const { data, isPending, isError, isFetching, refetch } = useJobs();
  useRefreshOn(JOB_EVENTS, jobsKeys.all);
  return (
    <StyledSection aria-labelledby="scheduled-jobs-heading">
      <StyledHeading id="scheduled-jobs-heading">{JOBS_MESSAGES.title}</StyledHeading>
      <StyledDescription>{JOBS_MESSAGES.description}</StyledDescription>
      {data && !data.engine_running && <Alert tone="info">{JOB_MESSAGES.engineOff}</Alert>}
      <ListBody
        loading={isPending}
        loadingLabel={JOBS_MESSAGES.loading}
        failed={isError}
        failedTitle={JOBS_MESSAGES.loadFailed}
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle={JOBS_MESSAGES.none}
        emptyIcon={<Clock aria-hidden />}
        busy={isFetching}
      >
        {data && <ScheduledJobsTable items={data.items} />}
      </ListBody>
    </StyledSection>
  );
}
