import { useEffect, useEffectEvent } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { realtime, type SubscribableEvent, type UseRealtimeEventOptions } from '@trellis/platform';

/**
 * Refetches the queries under `queryKey` when any of `events` arrives: for a screen whose data
 * other records' changes touch, and which has nothing to patch in place. `events` is a constant
 * list of the screen's.
 */
export function useRefreshOn(
  events: readonly SubscribableEvent[],
  queryKey: QueryKey,
  { ignoreOwn = false }: UseRealtimeEventOptions = {},
) {
  const queryClient = useQueryClient();
  const refresh = useEffectEvent((own: boolean) => {
    if (ignoreOwn && own) return;
    void queryClient.invalidateQueries({ queryKey });
  });
  useEffect(() => {
    const unsubscribes = events.map((event) =>
      realtime.subscribe(event, (_data, meta) => refresh(meta.own)),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    // A constant list per screen: subscribing once is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
