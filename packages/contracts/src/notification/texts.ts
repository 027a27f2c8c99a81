// The notifications panel's texts, apart from the schemas: the dashboard shows them on its first
// screen, which loads no zod.
/** The panel's title is the product's fixed wording; the rest is our own. */
export const NOTIFICATION_MESSAGES = {
  panelTitle: 'Notifications',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  noUnread: 'No new notifications.',
  loadFailed: 'Failed to load notifications',
  markFailed: 'Failed to mark notification as read',
  open: 'Open',
} as const;
