import {
  HOLIDAY_MESSAGES,
  holidaySyncMessage,
  type HolidayCountryFilter,
} from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { JobButton } from '@trellis/page-kit';
import { useSyncHolidays } from '../api/holidays-resource';

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
    <JobButton
      variant="secondary"
      running={sync.isPending}
      label={HOLIDAY_MESSAGES.syncHoliday}
      runningLabel={HOLIDAY_MESSAGES.syncing}
      onClick={handleSync}
    />
  );
}
