import { REALTIME_EVENTS, type NotificationItem } from '@trellis/contracts';
import { notFound } from '../lib/app-error';
import type { NotificationsRepository } from '../repositories/notifications-repository';
import { notificationReadEvent, notificationsReadAllEvent } from './notification-audit';
import type { RecordServiceDependencies, RequestWriteContext } from './record-service';

export interface NotificationsServiceDependencies extends RecordServiceDependencies {
  notificationsRepository: NotificationsRepository;
}

/** The HTTP request a write came from, so its realtime events and audit rows name it. */
export type NotificationWriteContext = RequestWriteContext;

/**
 * Marking notifications read. A change announces notification:updated and the counters (the
 * Notifications badge) and is recorded; marking a read one again changes nothing, announces
 * nothing and records nothing.
 */
export function createNotificationsService({
  db,
  notificationsRepository,
  realtime,
  auditRepository,
}: NotificationsServiceDependencies) {
  return {
    async markRead(id: number, context: NotificationWriteContext): Promise<NotificationItem> {
      const { notification, changed } = await db.transaction(async (trx) => {
        const result = await notificationsRepository.markRead(id, trx);
        if (!result.found) throw notFound('Notification');
        const read = await notificationsRepository.findById(id, trx);
        if (!read) throw notFound('Notification');
        if (result.changed)
          await auditRepository.record({ ...context.audit, ...notificationReadEvent(read) }, trx);
        return { notification: read, changed: result.changed };
      });
      if (changed) {
        await realtime.publish(
          REALTIME_EVENTS.notificationUpdated,
          { id, kind: notification.kind, title: notification.title, read: true },
          { requestId: context.requestId },
        );
        await realtime.publishCounts();
      }
      return notification;
    },

    /** Every unread notification at once (one statement); answers how many. */
    async markAllRead(context: NotificationWriteContext): Promise<{ updated: number }> {
      const updated = await db.transaction(async (trx) => {
        const count = await notificationsRepository.markAllRead(trx);
        if (count > 0)
          await auditRepository.record(
            { ...context.audit, ...notificationsReadAllEvent(count) },
            trx,
          );
        return count;
      });
      if (updated > 0) {
        await realtime.publish(
          REALTIME_EVENTS.notificationUpdated,
          { id: null, kind: null, title: null, read: true },
          { requestId: context.requestId },
        );
        await realtime.publishCounts();
      }
      return { updated };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
