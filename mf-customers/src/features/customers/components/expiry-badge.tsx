import { Badge, type BadgeTone } from '@trellis/ui/controls';
import { daysUntil, expiryUrgency } from '@trellis/contracts';

export interface ExpiryBadgeProps {
  expiry: string | null | undefined;
  /** The business today (YYYY-MM-DD), from `useBusinessToday()`. */
  today: string;
}

const TONES: Record<'critical' | 'warning' | 'info', BadgeTone> = {
  critical: 'danger',
  warning: 'warning',
  info: 'info',
};

const dayWord = (days: number) => (days === 1 ? 'day' : 'days');

/** The 30/45/90-day rule: expired and far-off dates show no badge. */
export function ExpiryBadge({ expiry, today }: ExpiryBadgeProps) {
  const urgency = expiryUrgency(expiry, today);
  if (!expiry || urgency === null || urgency === 'expired') return null;
  const days = daysUntil(expiry, today);
  const text =
    urgency === 'critical' ? `Expires in ${days} days!` : `Expires in ${days} ${dayWord(days)}`;
  return (
    <Badge tone={TONES[urgency]} title={`Expires on ${expiry}`}>
      {text}
    </Badge>
  );
}
