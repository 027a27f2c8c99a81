import styled, { keyframes } from 'styled-components';
import { RefreshCw } from 'lucide-react';
import { Button, VisuallyHidden } from '@trellis/ui/controls';
import {
  HOLIDAY_MESSAGES,
  holidaySyncMessage,
  type HolidayCountryFilter,
} from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { useSyncHolidays } from '../api/holidays-resource';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledIcon = styled(RefreshCw)<{ $spinning: boolean }>`
  animation: ${spin} 1s linear infinite;
  animation-play-state: ${({ $spinning }) => ($spinning ? 'running' : 'paused')};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SyncHolidayButtonProps {
  /** The country filter's choice: that country is synced, or all 11 for All Countries. */
  country: HolidayCountryFilter;
}

/**
 * 'Sync Holiday': imports the public holidays of the chosen country, or of all
 * 11, for this year and next. Busy while it runs (announced), then a toast says how many were
 * added.
 */
export function SyncHolidayButton({ country }: SyncHolidayButtonProps) {
  const sync = useSyncHolidays();
  const handleSync = () =>
    sync.mutate(country, {
      onSuccess: (result) => toast(holidaySyncMessage(result), 'success'),
      onError: (error) => toast(errorMessage(error, HOLIDAY_MESSAGES.syncFailed), 'error'),
    });
  return (
    <>
      <Button
        variant="secondary"
        icon={<StyledIcon aria-hidden size={16} $spinning={sync.isPending} />}
        onClick={handleSync}
        disabled={sync.isPending}
        aria-busy={sync.isPending}
      >
        {sync.isPending ? HOLIDAY_MESSAGES.syncing : HOLIDAY_MESSAGES.syncHoliday}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {sync.isPending ? HOLIDAY_MESSAGES.syncing : ''}
      </VisuallyHidden>
    </>
  );
}
