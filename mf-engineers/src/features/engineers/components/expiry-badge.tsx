import { Badge, type BadgeTone } from '@trellis/ui/controls';
import { expiryBadgeText, expiryUrgency, type ExpiryUrgency } from '@trellis/contracts';

const TONES: Record<NonNullable<ExpiryUrgency>, BadgeTone> = {
  expired: 'danger',
  critical: 'danger',
  warning: 'warning',
  info: 'info',
};

export interface ExpiryBadgeProps {
  expiry: string | null | undefined;
  /** The business today (YYYY-MM-DD), from `useBusinessToday()`. */
  today: string;
}

/**
 * One document's expiry by the customers' 30/45/90-day thresholds: 'Expires in N days!' or
 * 'Expired': unlike a customer's, an engineer's expired document is shown, since it bars them
 * from being assigned work.
 */
export function ExpiryBadge({ expiry, today }: ExpiryBadgeProps) {
  const urgency = expiryUrgency(expiry, today);
  const text = expiryBadgeText(expiry, today);
  if (!urgency || !text) return null;
  return (
    <Badge tone={TONES[urgency]} title={`Expires on ${expiry}`}>
      {text}
    </Badge>
  );
}
