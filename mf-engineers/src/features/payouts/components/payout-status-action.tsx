import { Button } from '@trellis/ui/controls';
import {
  nextPayoutStatus,
  PAYOUT_MESSAGES,
  PAYOUT_STATUS_LABELS,
  type Payout,
} from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { useUpdatePayout } from '../api/payouts-resource';

/** The row's status action: 'Mark processing', then 'Mark paid'; nothing once paid. */
export function PayoutStatusAction({ payout }: { payout: Payout }) {
  const update = useUpdatePayout();
  const next = nextPayoutStatus(payout.status);
  if (next === null) return null;
  const label = PAYOUT_MESSAGES.markAs(PAYOUT_STATUS_LABELS[next]);
  const handleClick = () =>
    update.mutate(
      { id: payout.id, body: { status: next } },
      {
        onSuccess: () =>
          toast(PAYOUT_MESSAGES.statusChanged(PAYOUT_STATUS_LABELS[next]), 'success'),
        onError: (error) => toast(errorMessage(error, PAYOUT_MESSAGES.updateFailed), 'error'),
      },
    );
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={handleClick}
      disabled={update.isPending}
      aria-label={`${label}: ${payout.engineer_name}, ${payout.month}`}
    >
      {label}
    </Button>
  );
}
