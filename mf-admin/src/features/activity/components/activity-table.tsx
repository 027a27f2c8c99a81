import styled from 'styled-components';
import { Eye } from 'lucide-react';
import { IconButton } from '@trellis/ui/controls';
import { RelativeTime, useNow } from '@trellis/ui/format';
import { SimpleTable, TableCell, TableRow } from '@trellis/ui/lists';
import { auditSentence, type AuditEvent } from '@trellis/contracts';
import { ACTIVITY_MESSAGES } from '../activity-messages';
import { ActorName } from './actor-name';

const StyledTime = styled(TableCell)`
  white-space: nowrap;
`;

// The sentence takes the room; on a narrow screen the table scrolls rather than squeezing it.
const StyledEntry = styled(TableCell)`
  min-width: 16rem;
`;

const StyledAction = styled.code`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ActivityTableProps {
  items: AuditEvent[];
  onView: (event: AuditEvent) => void;
}

/** Time, who, what happened to which record, and the entry's details. */
export function ActivityTable({ items, onView }: ActivityTableProps) {
  const now = useNow();
  return (
    <SimpleTable label="Activity" headers={['Time', 'User', 'Activity', 'Details']}>
      {items.map((event) => (
        <TableRow key={event.id}>
          <StyledTime>
            <RelativeTime iso={event.at} now={now} />
          </StyledTime>
          <TableCell>
            <ActorName actor={event.actor} />
          </TableCell>
          <StyledEntry>
            {auditSentence(event, { withRecord: true })}
            <StyledAction>{event.action}</StyledAction>
          </StyledEntry>
          <TableCell>
            <IconButton
              label={ACTIVITY_MESSAGES.detailsOf(event.id)}
              icon={<Eye aria-hidden size={16} />}
              onClick={() => onView(event)}
            />
          </TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
