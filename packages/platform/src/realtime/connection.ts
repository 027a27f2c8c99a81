import { useLiveCountsStore } from '../counts/live-counts-store';
import { realtime } from './realtime-client';

let wired = false;

/** Opens the app's one realtime connection; its up/down state feeds the badges' tint. */
export function connectRealtime(): void {
  if (!wired) {
    wired = true;
    realtime.onConnectionChange((connected) =>
      useLiveCountsStore.getState().setConnected(connected),
    );
  }
  realtime.connect();
}

export function disconnectRealtime(): void {
  realtime.disconnect();
}
