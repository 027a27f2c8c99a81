import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { NOTIFICATION_MESSAGES } from '@trellis/contracts/constants';
import type { NotificationItem } from '@trellis/contracts';
import { Button } from '@trellis/ui/controls';
import { StyledControlLine } from '@trellis/page-kit';

const StyledFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledOpen = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.accentText};
`;

export interface NotificationFootProps {
  note: Pick<NotificationItem, 'id' | 'title' | 'link' | 'read'>;
  /** When it was sent, as the place shows it. */
  when: ReactNode;
  marking: boolean;
  onMarkRead: (id: number) => void;
}

/** A notification's last line: when, a link to its record, and Mark read while unread. */
export function NotificationFoot({ note, when, marking, onMarkRead }: NotificationFootProps) {
  return (
    <StyledFoot>
      {when}
      <StyledControlLine>
        {note.link && (
          <StyledOpen to={note.link} aria-label={`${NOTIFICATION_MESSAGES.open}: ${note.title}`}>
            {NOTIFICATION_MESSAGES.open}
          </StyledOpen>
        )}
        {!note.read && (
          <Button
            size="sm"
            variant="secondary"
            disabled={marking}
            aria-busy={marking}
            aria-label={`${NOTIFICATION_MESSAGES.markRead}: ${note.title}`}
            onClick={() => onMarkRead(note.id)}
          >
            {NOTIFICATION_MESSAGES.markRead}
          </Button>
        )}
      </StyledControlLine>
    </StyledFoot>
  );
}
