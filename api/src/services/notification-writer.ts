import type { Knex } from 'knex';
import { REALTIME_EVENTS, type NotificationKind } from '@trellis/contracts';
import type { Realtime } from '../plugins/app/realtime';
import { insertNotification } from '../repositories/notifications-repository';

/** What wrote a notification (issue 11): a ticket, lead, leave or invoice event, or the system. */
export type { NotificationKind };

export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  message: string;
  /** The app path the notification opens, e.g. `/tickets?search=%23AIM-T-001`. */
  link?: string | null;
}

export interface WrittenNotification extends NotificationInput {
  id: number;
}

/**
 * Writes a notification inside the caller's transaction, so it exists exactly when the domain
 * write that caused it does (the unread counter follows by trigger in the same transaction).
 * Announce it with `announceNotification` after the commit.
 */
export async function writeNotification(
  trx: Knex,
  input: NotificationInput,
): Promise<WrittenNotification> {
  const id = await insertNotification(trx, {
    kind: input.kind,
    title: input.title,
    message: input.message,
    link: input.link ?? null,
  });
  return { ...input, id };
}

/**
 * After the commit: `notification:created` and the counters, best-effort (a committed write
 * never turns into an error because of its broadcast).
 */
export async function announceNotification(
  realtime: Pick<Realtime, 'publish' | 'publishCounts'>,
  notification: WrittenNotification,
  requestId?: string,
): Promise<void> {
  await realtime.publish(
    REALTIME_EVENTS.notificationCreated,
    { id: notification.id, kind: notification.kind, title: notification.title, read: false },
    { requestId },
  );
  await realtime.publishCounts();
}
