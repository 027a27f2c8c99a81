import { Badge, type BadgeTone } from '@trellis/ui/controls';
import { SYSTEM_USER_STATUS_LABELS, type SystemUserStatus } from '@trellis/contracts';

const TONES: Record<SystemUserStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  pending: 'warning',
};

/** Active, Inactive or Pending. */
export function SystemUserStatusBadge({ status }: { status: SystemUserStatus }) {
  return <Badge tone={TONES[status]}>{SYSTEM_USER_STATUS_LABELS[status]}</Badge>;
}
