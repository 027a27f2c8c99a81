import styled from 'styled-components';
import { Bell, CheckCheck } from 'lucide-react';
import { NOTIFICATION_MESSAGES } from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  ListBody,
  PageHeader,
  Pagination,
  pageCountOf,
  usePageClamp,
} from '@trellis/ui';
import { StyledFilterBar, StyledPage } from '../components/page-layout';
import { useNotifications } from '../features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '../features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../features/notifications/api/mark-notification-read';
import { NotificationList } from '../features/notifications/components/notification-list';
import { useNotificationsListParams } from '../features/notifications/hooks/use-notifications-list-params';
import { useNotificationsLiveUpdates } from '../features/notifications/hooks/use-notifications-live-updates';
import { INBOX_MESSAGES } from '../features/notifications/inbox-messages';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /notifications: the signed-in account's inbox, filtered to unread in the address, live. */
export function NotificationsPage() {
  const { query, setPage, setUnread } = useNotificationsListParams();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } =
    useNotifications(query);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  useNotificationsLiveUpdates();

  const pageCount = data && pageCountOf(data.total, query.limit);
  const clamping = usePageClamp({ page: query.page, pageCount, onPageChange: setPage });
  const unread = data?.stats.unread ?? 0;
  const failure = markRead.error ?? markAll.error;

  return (
    <StyledPage>
      <PageHeader
        title={INBOX_MESSAGES.title}
        description={INBOX_MESSAGES.description}
        actions={
          <StyledActions>
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
          </StyledActions>
        }
      />
      <StyledFilterBar>
        <Checkbox
          label={INBOX_MESSAGES.unreadOnly}
          checked={query.unread}
          onChange={(event) => setUnread(event.target.checked)}
        />
      </StyledFilterBar>
      {failure && <Alert>{errorMessage(failure, NOTIFICATION_MESSAGES.markFailed)}</Alert>}
      <ListBody
        loading={isPending || clamping || (isPlaceholderData && data.items.length === 0)}
        loadingLabel={INBOX_MESSAGES.loading}
        failed={isError}
        failedTitle={NOTIFICATION_MESSAGES.loadFailed}
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle={query.unread ? NOTIFICATION_MESSAGES.noUnread : INBOX_MESSAGES.noNotifications}
        emptyDescription={query.unread ? INBOX_MESSAGES.noUnreadHint : INBOX_MESSAGES.nothingYet}
        emptyIcon={<Bell aria-hidden />}
        busy={isFetching}
      >
        {data && (
          <>
            <NotificationList
              items={data.items}
              markingId={markRead.isPending ? markRead.variables : null}
              onMarkRead={(id) => markRead.mutate(id)}
            />
            {data.total > query.limit && (
              <Pagination
                page={query.page}
                pageCount={pageCount ?? 1}
                onPageChange={setPage}
                showPageNumbers
                summary={INBOX_MESSAGES.summary(query.page, pageCount ?? 1, data.total)}
                label={INBOX_MESSAGES.pagesLabel}
              />
            )}
          </>
        )}
      </ListBody>
    </StyledPage>
  );
}
