import { Badge, type BadgeTone } from '@trellis/ui/controls';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@trellis/contracts';

const TONES: Record<LeadStatus, BadgeTone> = {
  BID: 'info',
  Confirm: 'success',
  Reschedule: 'warning',
  Cancelled: 'neutral',
};

export interface LeadStatusBadgeProps {
  status: LeadStatus;
}

/** A lead's status as the screens show it (Confirm reads Confirmed). */
export function LeadStatusBadge({ status }: LeadStatusBadgeProps) {
  return <Badge tone={TONES[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}
