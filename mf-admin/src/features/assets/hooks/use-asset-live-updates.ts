import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { assetKeys } from '../api/asset-keys';

/**
 * Another user's asset write refreshes the list and its stats. This tab's own writes are
 * skipped: their mutation has already refreshed it.
 */
export function useAssetLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: assetKeys.lists() });
  const options = { ignoreOwn: true };
  useRealtimeEvent(REALTIME_EVENTS.assetCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.assetUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.assetDeleted, refresh, options);
}
