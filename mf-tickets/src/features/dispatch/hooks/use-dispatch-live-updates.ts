import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRefreshOn } from '@trellis/page-kit';
import { dispatchKeys } from '../api/dispatch-keys';

/**
 * The board follows leave requested or decided elsewhere. Tickets created, changed, assigned or
 * deleted and engineers changed refresh it through the tickets page's own live updates, which
 * refetch every query under the tickets' lists, the board's included.
 */
export function useDispatchLiveUpdates() {
  const events = [REALTIME_EVENTS.leaveCreated, REALTIME_EVENTS.leaveUpdated];
  useRefreshOn(events, dispatchKeys.boards(), { ignoreOwn: true });
}
