import styled from 'styled-components';
import type { NotificationItem } from '@trellis/contracts';
import { plainList } from '@trellis/ui/controls';
import { useNow } from '@trellis/ui/format';
import { INBOX_MESSAGES } from '../inbox-messages';
import { NotificationEntry } from './notification-entry';

const StyledList = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export interface NotificationListProps {
  items: NotificationItem[];
  /** The notification being marked read, if any. */
  markingId: number | null;
  onMarkRead: (id: number) => void;
}

/** The page's notifications, newest first. */
export function NotificationList({ items, markingId, onMarkRead }: NotificationListProps) {
  const now = useNow();
  return (
    <StyledList aria-label={INBOX_MESSAGES.title}>
      {items.map((note) => (
        <NotificationEntry
          key={note.id}
          note={note}
          now={now}
          marking={markingId === note.id}
          onMarkRead={onMarkRead}
        />
      ))}
    </StyledList>
  );
}
