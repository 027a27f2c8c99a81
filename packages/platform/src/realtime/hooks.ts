import { useEffect, useRef } from 'react';
import { useLiveCountsStore } from '../counts/live-counts-store';
import { realtime } from './realtime-client';

/** Subscribes for the component's lifetime; the latest handler is always the one called. */
export function useRealtimeEvent(
  event: string,
  handler: (data: Record<string, unknown>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => realtime.subscribe(event, (data) => latest.current(data)), [event]);
}

export function useRealtimeConnected(): boolean {
  return useLiveCountsStore((s) => s.connected);
}
