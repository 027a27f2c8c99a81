import type { RealtimeEventName, RealtimePayload } from '@trellis/contracts/constants';
import { useLiveCountsStore } from '../counts/live-counts-store';
import { realtime } from './realtime-client';
import type { RealtimeHandler, SubscribableEvent } from './realtime-types';

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

/** Listens to one server event on the shell's connection; returns the unsubscribe function. */
export function subscribe<E extends SubscribableEvent>(
  event: E,
  handler: RealtimeHandler<E>,
): () => void {
  return realtime.subscribe(event, handler);
}

/** Sends an event to the server, only while connected (nothing is queued); says whether it was. */
export function send<E extends RealtimeEventName>(event: E, data: RealtimePayload<E>): boolean {
  return realtime.send(event, data);
}
