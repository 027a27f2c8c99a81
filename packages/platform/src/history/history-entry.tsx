import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@trellis/ui/controls';
import { RelativeTime } from '@trellis/ui/format';
import { auditSentence, type AuditEvent } from '@trellis/contracts';
import { HistoryEntryDetails } from './history-entry-details';

const StyledEntry = styled.li`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
`;

const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

const StyledSentence = styled.p`
  flex: 1 1 16rem;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
`;

const StyledTime = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

export interface HistoryEntryProps {
  event: AuditEvent;
  /** The clock the relative times are measured against. */
  now: Date;
}

/** One entry as a sentence with its age, and a disclosure with the full entry. */
export function HistoryEntry({ event, now }: HistoryEntryProps) {
  const [open, setOpen] = useState(false);
  const sentenceId = useId();
  const detailsId = useId();
  return (
    <StyledEntry>
      <StyledLine>
        <StyledSentence id={sentenceId}>
          {auditSentence(event)}{' '}
          <StyledTime>
            · <RelativeTime iso={event.at} now={now} />
          </StyledTime>
        </StyledSentence>
        <Button
          variant="ghost"
          size="sm"
          icon={<span aria-hidden>{open ? '▾' : '▸'}</span>}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          aria-describedby={sentenceId}
          onClick={() => setOpen((shown) => !shown)}
        >
          Details
        </Button>
      </StyledLine>
      {open && <HistoryEntryDetails id={detailsId} event={event} />}
    </StyledEntry>
  );
}
