import { Check, X } from 'lucide-react';
// The zod-free constants: the dashboard draws these buttons, and its first screen loads no schema.
import { LEAVE_MESSAGES } from '@trellis/contracts/constants';
import type { LeaveDecision } from '@trellis/contracts';
import { Button } from '@trellis/ui/controls';
import { toast } from '@trellis/platform';

const DECISIONS = [
  { status: 'approved', label: LEAVE_MESSAGES.approve, Icon: Check, variant: 'primary' },
  { status: 'rejected', label: LEAVE_MESSAGES.reject, Icon: X, variant: 'secondary' },
] as const;

export interface LeaveDecisionButtonsProps {
  /** Each button's accessible name from its visible label ("Approve" → "Approve Priya Raman"). */
  ariaLabel: (action: string) => string;
  /** While this request's decision is being saved. */
  busy: boolean;
  onDecide: (status: LeaveDecision) => void;
}

/** A pending leave request's Approve and Reject buttons. */
export function LeaveDecisionButtons({ ariaLabel, busy, onDecide }: LeaveDecisionButtonsProps) {
  return DECISIONS.map(({ status, label, Icon, variant }) => (
    <Button
      key={status}
      size="sm"
      variant={variant}
      icon={<Icon aria-hidden size={14} />}
      disabled={busy}
      aria-label={ariaLabel(label)}
      onClick={() => onDecide(status)}
    >
      {label}
    </Button>
  ));
}

/** The toast once a decision is saved. */
export function toastLeaveDecided(status: LeaveDecision) {
  toast(status === 'approved' ? LEAVE_MESSAGES.approved : LEAVE_MESSAGES.rejected, 'success');
}
