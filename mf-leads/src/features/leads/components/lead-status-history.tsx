import styled from 'styled-components';
import { formatDate } from '@trellis/ui';
import {
  LEAD_FIELD_LABELS,
  LEAD_STATUS_LABELS,
  type LeadStatusHistoryEntry,
} from '@trellis/contracts';
import { formatUtc } from '../utils/lead-format';

const StyledTimeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEntry = styled.li`
  position: relative;
  padding: 0 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    padding-bottom: 0;
    border-left-color: transparent;
  }
  /* The dot on the line. */
  &::before {
    content: '';
    position: absolute;
    left: -0.4375rem;
    top: 0.25rem;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  overflow-wrap: anywhere;
`;

function entryTitle(entry: LeadStatusHistoryEntry): string {
  const to = LEAD_STATUS_LABELS[entry.to_status];
  if (entry.from_status === null) return `Created as ${to}`;
  if (entry.from_status === entry.to_status) return `${to}: follow-up changed`;
  return `${LEAD_STATUS_LABELS[entry.from_status]} → ${to}`;
}

export interface LeadStatusHistoryProps {
  /** Oldest first, as the API answers them; shown newest first. */
  entries: LeadStatusHistoryEntry[];
}

/** Every status change of the lead (DESIGN §11) as a timeline, newest first. */
export function LeadStatusHistory({ entries }: LeadStatusHistoryProps) {
  if (entries.length === 0) return <StyledMeta>No status changes recorded.</StyledMeta>;
  return (
    <StyledTimeline aria-label="Status history">
      {[...entries].reverse().map((entry) => (
        <StyledEntry key={entry.id}>
          <StyledTitle>{entryTitle(entry)}</StyledTitle>
          <StyledMeta>
            <time dateTime={entry.changed_at}>{formatUtc(entry.changed_at)}</time>
            {entry.changed_by_name && ` · by ${entry.changed_by_name}`}
          </StyledMeta>
          {entry.reschedule_date && (
            <StyledNote>
              {LEAD_FIELD_LABELS.reschedule_date}: {formatDate(entry.reschedule_date)}
            </StyledNote>
          )}
          {entry.reason && (
            <StyledNote>
              {LEAD_FIELD_LABELS.reason}: {entry.reason}
            </StyledNote>
          )}
        </StyledEntry>
      ))}
    </StyledTimeline>
  );
}
