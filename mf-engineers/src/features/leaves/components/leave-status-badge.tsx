import { LEAVE_STATUS_LABELS, type LeaveStatus } from '@trellis/contracts';
import { Badge, type BadgeTone } from '@trellis/ui/controls';

const TONES: Record<LeaveStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export interface LeaveStatusBadgeProps {
  status: LeaveStatus;
}

export function LeaveStatusBadge({ status }: LeaveStatusBadgeProps) {
  return <Badge tone={TONES[status]}>{LEAVE_STATUS_LABELS[status]}</Badge>;
}
