import { PAYOUT_MESSAGES, payoutGenerateMessage } from '@trellis/contracts';
import { JobButton } from '@trellis/page-kit';
import { errorMessage, toast } from '@trellis/platform';
import { useGeneratePayouts } from '../api/payouts-resource';
import { formatMonth } from './payout-format';

export interface GeneratePayoutsButtonProps {
  /** YYYY-MM: the month picker's month, or this month when every month is listed. */
  month: string;
}

/**
 * 'Generate payouts' for the month: busy while it runs (announced), then a toast says how many
 * were created, refreshed and skipped, naming who was skipped and why.
 */
export function GeneratePayoutsButton({ month }: GeneratePayoutsButtonProps) {
  const generate = useGeneratePayouts();
  const handleClick = () =>
    generate.mutate(month, {
      onSuccess: (result) => {
        const skipped = result.skipped.map((s) => `${s.engineer_name}: ${s.reason}`).join('; ');
        const message = payoutGenerateMessage(result);
        toast(skipped ? `${message}. ${skipped}` : message, skipped ? 'warning' : 'success');
      },
      onError: (error) => toast(errorMessage(error, PAYOUT_MESSAGES.generateFailed), 'error'),
    });
  return (
    <JobButton
      running={generate.isPending}
      label={PAYOUT_MESSAGES.generate}
      runningLabel={PAYOUT_MESSAGES.generating}
      onClick={handleClick}
      aria-label={`${PAYOUT_MESSAGES.generate} for ${formatMonth(month)}`}
    />
  );
}
