import styled from 'styled-components';
import type { NotificationItem } from '@trellis/contracts';
import { Badge } from '@trellis/ui/controls';
import { RelativeTime } from '@trellis/ui/format';
import { INBOX_MESSAGES } from '../inbox-messages';
import { NotificationFoot } from '../../../components/notification-foot';

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
      <NotificationFoot
        note={note}
        when={<RelativeTime iso={note.created_at} now={now} />}
        marking={marking}
        onMarkRead={onMarkRead}
      />
    </StyledItem>
  );
}
