import styled from 'styled-components';
import { Link } from 'react-router';
import { CheckCheck } from 'lucide-react';
import { Alert, Badge, Button, plainList } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import { errorMessage } from '@trellis/platform';
import { APP_ROUTES, NOTIFICATION_MESSAGES } from '@trellis/contracts/constants';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/mark-notifications-read';
import { DashboardSection } from './dashboard-section';
import { PanelBody } from './panel-states';
import { ViewAllLink } from './view-all-link';

const StyledList = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
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

const StyledHeadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The Notifications panel, a preview of the inbox: the unread ones, newest first, each with Mark
 * read; Mark all; View all.
 */
export function NotificationsPanel() {
  const { data, isPending, isError, refetch } = useUnreadNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const failure = markRead.error ?? markAll.error;
  const unread = data?.stats.unread ?? 0;

  return (
    <DashboardSection
      title={NOTIFICATION_MESSAGES.panelTitle}
      id="dashboard-notifications"
      aside={
        <StyledHeadActions>
          {unread > 0 && (
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
          )}
          <ViewAllLink to={APP_ROUTES.notifications} what="notifications" />
        </StyledHeadActions>
      }
    >
      {failure && <Alert>{errorMessage(failure, NOTIFICATION_MESSAGES.markFailed)}</Alert>}
      <PanelBody
        loading={isPending}
        loadingLabel="Loading notifications..."
        failed={isError}
        failedTitle={NOTIFICATION_MESSAGES.loadFailed}
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle={NOTIFICATION_MESSAGES.noUnread}
      >
        <StyledList>
          {data?.items.map((note) => (
            <StyledItem key={note.id}>
              <StyledTitle>{note.title}</StyledTitle>
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
          ))}
        </StyledList>
      </PanelBody>
    </DashboardSection>
  );
}
