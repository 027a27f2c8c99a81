import styled from 'styled-components';
import { Link } from 'react-router';
import { CheckCheck } from 'lucide-react';
import { Badge, Button } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import { errorMessage } from '@trellis/platform';
import { APP_ROUTES, NOTIFICATION_MESSAGES } from '@trellis/contracts/constants';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/mark-notifications-read';
import { PreviewPanel, StyledPreviewItem, StyledPreviewTitle } from './preview-panel';

const StyledItem = styled(StyledPreviewItem)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledMessage = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
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

const StyledLinks = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledOpen = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.accentText};
`;

/**
 * The Notifications panel, a preview of the inbox: the unread ones, newest first, each with Mark
 * read; Mark all; View all.
 */
export function NotificationsPanel() {
  const unreadList = useUnreadNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const failure = markRead.error ?? markAll.error;
  const unread = unreadList.data?.stats.unread ?? 0;

  return (
    <PreviewPanel
      title={NOTIFICATION_MESSAGES.panelTitle}
      id="dashboard-notifications"
      aside={
        unread > 0 && (
          <>
            <Badge tone="accent">{`${unread} new`}</Badge>
            <Button
              size="sm"
              variant="ghost"
              icon={<CheckCheck aria-hidden size={14} />}
              disabled={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {NOTIFICATION_MESSAGES.markAllRead}
            </Button>
          </>
        )
      }
      viewAll={{ to: APP_ROUTES.notifications, what: 'notifications' }}
      failure={failure ? errorMessage(failure, NOTIFICATION_MESSAGES.markFailed) : undefined}
      query={unreadList}
      loadingLabel="Loading notifications..."
      failedTitle={NOTIFICATION_MESSAGES.loadFailed}
      emptyTitle={NOTIFICATION_MESSAGES.noUnread}
      item={(note) => (
        <StyledItem key={note.id}>
          <StyledPreviewTitle>{note.title}</StyledPreviewTitle>
          <StyledMessage>{note.message}</StyledMessage>
          <StyledFoot>
            <time dateTime={note.created_at}>
              {formatDate(note.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            <StyledLinks>
              {note.link && (
                <StyledOpen
                  to={note.link}
                  aria-label={`${NOTIFICATION_MESSAGES.open}: ${note.title}`}
                >
                  {NOTIFICATION_MESSAGES.open}
                </StyledOpen>
              )}
              <Button
                size="sm"
                variant="secondary"
                disabled={markRead.isPending && markRead.variables === note.id}
                aria-label={`${NOTIFICATION_MESSAGES.markRead}: ${note.title}`}
                onClick={() => markRead.mutate(note.id)}
              >
                {NOTIFICATION_MESSAGES.markRead}
              </Button>
            </StyledLinks>
          </StyledFoot>
        </StyledItem>
      )}
    />
  );
}
