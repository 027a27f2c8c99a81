import styled, { keyframes } from 'styled-components';
import { RefreshCw } from 'lucide-react';
import { Button, VisuallyHidden } from '@trellis/ui/controls';
import { PAYOUT_MESSAGES, payoutGenerateMessage } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { useGeneratePayouts } from '../api/payouts-resource';
import { formatMonth } from './payout-format';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledIcon = styled(RefreshCw)<{ $spinning: boolean }>`
  animation: ${spin} 1s linear infinite;
  animation-play-state: ${({ $spinning }) => ($spinning ? 'running' : 'paused')};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

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
    <>
      <Button
        icon={<StyledIcon aria-hidden size={16} $spinning={generate.isPending} />}
        onClick={handleClick}
        disabled={generate.isPending}
        aria-busy={generate.isPending}
        aria-label={`${PAYOUT_MESSAGES.generate} for ${formatMonth(month)}`}
      >
        {generate.isPending ? PAYOUT_MESSAGES.generating : PAYOUT_MESSAGES.generate}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {generate.isPending ? PAYOUT_MESSAGES.generating : ''}
      </VisuallyHidden>
    </>
  );
}
