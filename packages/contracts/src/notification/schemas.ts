import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../common';

// Notifications (issue 11): written by domain events (a ticket created, assigned or
// changed by its engineer; a lead confirmed; a leave requested; an invoice created or paid),
// listed newest first, marked read one at a time or all at once.

/** What wrote a notification. */
export const NOTIFICATION_KINDS = ['ticket', 'lead', 'leave', 'invoice', 'system'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notifications are listed 10 to a page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  /** The app path that opens the record, e.g. `/tickets?search=%23AIM-T-007`; null: none. */
  link: z.string().nullable(),
  read: z.boolean(),
  /** ISO 8601, null while unread. */
  read_at: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** `unread=true` keeps the unread ones; anything else (or nothing) lists all. */
const unreadFlag = z
  .enum(['true', 'false'], { error: 'Unread must be true or false' })
  .optional()
  .transform((value) => value === 'true');

/** GET /api/notifications' query: pages, newest first, optionally only the unread ones. */
export const notificationListQuerySchema = listQuerySchema
  .omit({ search: true, order: true })
  .extend({
    limit: z.coerce.number().int().min(1).max(1000).default(NOTIFICATIONS_PAGE_SIZE),
    unread: unreadFlag,
  });
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;
export type NotificationListParams = z.output<typeof notificationListQuerySchema>;

/** All and unread notifications, whatever the page and filter. */
export const notificationStatsSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationStats = z.infer<typeof notificationStatsSchema>;

export const notificationListResponseSchema = listResponseSchema(notificationSchema).extend({
  stats: notificationStatsSchema,
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** PUT /api/notifications/read-all: how many were unread and are read now. */
export const notificationsReadAllResponseSchema = z.object({ updated: z.number().int() });
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;
