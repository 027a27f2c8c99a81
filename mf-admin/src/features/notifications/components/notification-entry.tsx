import styled from 'styled-components';
import { Link } from 'react-router';
import { NOTIFICATION_MESSAGES } from '@trellis/contracts/constants';
import type { NotificationItem } from '@trellis/contracts';
import { Badge, Button } from '@trellis/ui/controls';
import { RelativeTime } from '@trellis/ui/format';
import { INBOX_MESSAGES } from '../inbox-messages';

const StyledItem = styled.li<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const StyledMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const StyledFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledOpen = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.accentText};
`;

export interface NotificationEntryProps {
  note: NotificationItem;
  now: Date;
  marking: boolean;
  onMarkRead: (id: number) => void;
}

/** One notification: what happened, when, a link to its record, and Mark read while unread. */
export function NotificationEntry({ note, now, marking, onMarkRead }: NotificationEntryProps) {
  return (
    <StyledItem $unread={!note.read} aria-label={note.title}>
      <StyledHead>
        <StyledTitle>{note.title}</StyledTitle>
        {!note.read && <Badge tone="accent">{INBOX_MESSAGES.unread}</Badge>}
      </StyledHead>
      <StyledMessage>{note.message}</StyledMessage>
      <StyledFoot>
        <RelativeTime iso={note.created_at} now={now} />
        <StyledActions>
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
        </StyledActions>
      </StyledFoot>
    </StyledItem>
  );
}
