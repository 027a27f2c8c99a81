/** What the Notifications page says, beside the shared NOTIFICATION_MESSAGES. */
export const INBOX_MESSAGES = {
  title: 'Notifications',
  description: 'What happened on the records you work with, newest first.',
  unreadOnly: 'Unread only',
  loading: 'Loading notifications...',
  noNotifications: 'No notifications',
  nothingYet:
    'Notifications about tickets, leads, leaves, invoices and expiring documents show here.',
  noUnreadHint: 'Everything is read. Clear "Unread only" to see them all.',
  pagesLabel: 'Notification pages',
  unreadCount: (n: number) => `${n.toLocaleString('en-US')} unread`,
  unread: 'Unread',
  summary: (page: number, pageCount: number, total: number) =>
    `Page ${page} of ${pageCount} • Total ${total.toLocaleString('en-US')}`,
} as const;
