import { APP_ROUTES, daysUntil, displayCode, EXPIRY_THRESHOLDS } from '@trellis/contracts';
import { ALERT_THRESHOLDS, type AlertThreshold } from '../repositories/expiry-alerts-repository';
import type { NotificationInput } from '../services/notification-writer';

/** The thresholds `expiry` has crossed by `today`, most urgent first (none beyond 90 days). */
export function crossedThresholds(expiry: string, today: string): AlertThreshold[] {
  const days = daysUntil(expiry, today);
  const crossed: Record<AlertThreshold, boolean> = {
    expired: days < 0,
    '30': days <= EXPIRY_THRESHOLDS.critical,
    '45': days <= EXPIRY_THRESHOLDS.warning,
    '90': days <= EXPIRY_THRESHOLDS.info,
  };
  return ALERT_THRESHOLDS.filter((threshold) => crossed[threshold]);
}

function when(expiry: string, today: string): string {
  const days = daysUntil(expiry, today);
  if (days < 0) return `expired on ${expiry}`;
  if (days === 0) return `expires today (${expiry})`;
  return `expires on ${expiry}, in ${days} ${days === 1 ? 'day' : 'days'}`;
}

const title = (whose: 'Customer' | 'Engineer', expiry: string, today: string) =>
  `${whose} document ${daysUntil(expiry, today) < 0 ? 'expired' : 'expiring'}`;

/** The customers list searched for one customer's code: `/customers?search=%23AIM-C-007`. */
const customerLink = (code: string) =>
  `${APP_ROUTES.customers}?${new URLSearchParams({ search: code })}`;

export function customerDocumentNotice(
  doc: { document: string; expiry_date: string; customer_id: number; customer_name: string },
  today: string,
): NotificationInput {
  const code = displayCode('customer', doc.customer_id);
  return {
    kind: 'system',
    title: title('Customer', doc.expiry_date, today),
    message: `${doc.document} of ${doc.customer_name} (${code}) ${when(doc.expiry_date, today)}.`,
    link: customerLink(code),
  };
}

export function engineerDocumentNotice(
  engineer: { id: number; name: string },
  doc: { document: string; expiry_date: string },
  today: string,
): NotificationInput {
  return {
    kind: 'system',
    title: title('Engineer', doc.expiry_date, today),
    message: `${doc.document} of ${engineer.name} (${displayCode('engineer', engineer.id)}) ${when(doc.expiry_date, today)}.`,
    link: `${APP_ROUTES.engineers}/${engineer.id}`,
  };
}
