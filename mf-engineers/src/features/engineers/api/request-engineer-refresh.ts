import { REALTIME_EVENTS } from '@trellis/contracts/constants';
import { send } from '@trellis/platform';

/**
 * Asks the server to send the engineer's current record again, over the shell's socket. Sent
 * only while connected (nothing is queued); says whether it was.
 */
export function requestEngineerRefresh(userId: number): boolean {
  return send(REALTIME_EVENTS.requestEngineerRefresh, { userId });
}
