import { useEffect, useEffectEvent } from 'react';
import { useLiveCountsStore } from '../counts/live-counts-store';
import { realtime } from './realtime-client';
import type {
  EventPayload,
  RealtimeHandler,
  RealtimeMeta,
  SubscribableEvent,
} from './realtime-types';

export interface UseRealtimeEventOptions {
  /**
   * Skip the event when this tab's own request caused it: the mutation that sent the request
   * already refreshed what it changed, so the echo would only fetch the same data again.
   */
  ignoreOwn?: boolean;
}

/** Subscribes for the component's lifetime; the latest handler and options are always used. */
export function useRealtimeEvent<E extends SubscribableEvent>(
  event: E,
  handler: RealtimeHandler<E>,
  { ignoreOwn = false }: UseRealtimeEventOptions = {},
): void {
  const handleEvent = useEffectEvent((data: EventPayload<E>, meta: RealtimeMeta) => {
    if (ignoreOwn && meta.own) return;
    handler(data, meta);
  });
  useEffect(() => realtime.subscribe(event, (data, meta) => handleEvent(data, meta)), [event]);
}

export function useRealtimeConnected(): boolean {
  return useLiveCountsStore((s) => s.connected);
}
