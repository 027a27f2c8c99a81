import type { Knex } from 'knex';
import { REALTIME_EVENTS, type NotificationItem } from '@trellis/contracts';
import { notFound } from '../lib/app-error';
import type { Realtime } from '../plugins/app/realtime';
import type { NotificationsRepository } from '../repositories/notifications-repository';

export interface NotificationsServiceDependencies {
  db: Knex;
  notificationsRepository: NotificationsRepository;
  realtime: Pick<Realtime, 'publish' | 'publishCounts'>;
}

/**
 * Marking notifications read. A change announces notification:updated and the counters (the
 * Notifications badge); marking a read one again changes nothing and announces nothing.
 */
export function createNotificationsService({
  db,
  notificationsRepository,
  realtime,
}: NotificationsServiceDependencies) {
  return {
    async markRead(id: number, context: { requestId?: string }): Promise<NotificationItem> {
      const { notification, changed } = await db.transaction(async (trx) => {
        const result = await notificationsRepository.markRead(id, trx);
        if (!result.found) throw notFound('Notification');
        const read = await notificationsRepository.findById(id, trx);
        if (!read) throw notFound('Notification');
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
    async markAllRead(context: { requestId?: string }): Promise<{ updated: number }> {
      const updated = await notificationsRepository.markAllRead();
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
