import styled from 'styled-components';
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
import { NotificationFoot } from '../../../components/notification-foot';
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
          <NotificationFoot
            note={note}
            when={
              <time dateTime={note.created_at}>
                {formatDate(note.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            }
            marking={markRead.isPending && markRead.variables === note.id}
            onMarkRead={(id) => markRead.mutate(id)}
          />
        </StyledItem>
      )}
    />
  );
}
