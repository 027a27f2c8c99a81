import { Bell, CheckCheck } from 'lucide-react';
import { NOTIFICATION_MESSAGES, REALTIME_EVENTS } from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import { Alert, Badge, Button } from '@trellis/ui/controls';
import { Checkbox } from '@trellis/ui/forms';
import { PagedList } from '@trellis/ui/lists';
import { PageFrame, StyledFilterBar, useRefreshOn } from '@trellis/page-kit';
import { useMarkAllNotificationsRead } from '../features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../features/notifications/api/mark-notification-read';
import { notifications } from '../features/notifications/api/notifications-resource';
import { NotificationList } from '../features/notifications/components/notification-list';
import { INBOX_MESSAGES } from '../features/notifications/inbox-messages';

/** /notifications: the signed-in account's inbox, filtered to unread in the address, live. */
export function NotificationsPage() {
  const { query, setPage, setFilters } = notifications.useListParams();
  const list = notifications.useList(query);
  const { data } = list;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  notifications.useLiveUpdates();
  // A new one shows even when this tab's own request wrote it (a job run from here).
  useRefreshOn([REALTIME_EVENTS.notificationCreated], notifications.keys.lists());

  const unread = data?.stats.unread ?? 0;
  const failure = markRead.error ?? markAll.error;

  return (
    <PageFrame
      title={INBOX_MESSAGES.title}
      description={INBOX_MESSAGES.description}
      actions={
        <>
          {unread > 0 && <Badge tone="accent">{INBOX_MESSAGES.unreadCount(unread)}</Badge>}
          <Button
            variant="secondary"
            icon={<CheckCheck aria-hidden size={16} />}
            disabled={unread === 0 || markAll.isPending}
            aria-busy={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
        </>
      }
    >
      <StyledFilterBar>
        <Checkbox
          label={INBOX_MESSAGES.unreadOnly}
          checked={query.unread}
          onChange={(event) => setFilters({ unread: event.target.checked })}
        />
      </StyledFilterBar>
      {failure && <Alert>{errorMessage(failure, NOTIFICATION_MESSAGES.markFailed)}</Alert>}
      <PagedList
        query={list}
        page={query.page}
        limit={query.limit}
        onPageChange={setPage}
        pagesLabel={INBOX_MESSAGES.pagesLabel}
        summary={(page, pageCount, total) => INBOX_MESSAGES.summary(page, pageCount, total)}
        loadingLabel={INBOX_MESSAGES.loading}
        failedTitle={NOTIFICATION_MESSAGES.loadFailed}
        emptyTitle={query.unread ? NOTIFICATION_MESSAGES.noUnread : INBOX_MESSAGES.noNotifications}
        emptyDescription={query.unread ? INBOX_MESSAGES.noUnreadHint : INBOX_MESSAGES.nothingYet}
        emptyIcon={<Bell aria-hidden />}
      >
        {(items) => (
          <NotificationList
            items={items}
            markingId={markRead.isPending ? markRead.variables : null}
            onMarkRead={(id) => markRead.mutate(id)}
          />
        )}
      </PagedList>
    </PageFrame>
  );
}
