import type { AuditChange } from '@trellis/contracts';
import type { NewAuditEvent } from '../repositories/audit-repository';

type NotificationEvent = Omit<NewAuditEvent, 'actor' | 'requestId' | 'clientIp'>;

/**
 * Notifications are the team's shared inbox: marking one read takes it out of everyone's unread
 * list, so who did it is worth keeping.
 */
export function notificationReadEvent(notification: {
  id: number;
  title: string;
}): NotificationEvent {
  const changes: AuditChange[] = [{ field: 'read', from: false, to: true }];
  return {
    action: 'notification.read',
    entity: 'notification',
    entityId: notification.id,
    entityLabel: notification.title,
    changes,
  };
}

/** 'Mark all read' as one event with how many it marked, not one row per notification. */
export function notificationsReadAllEvent(count: number): NotificationEvent {
  return {
    action: 'notifications.read_all',
    entity: 'notification',
    entityId: null,
    entityLabel: null,
    changes: [{ field: 'marked_read', from: null, to: count }],
  };
}
