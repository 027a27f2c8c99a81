import type { z } from 'zod';
import type { AreaDescriptor } from './area-descriptor';

type EventKey<A extends AreaDescriptor> = keyof A['events'] & string;

/**
 * An area's event payload schemas by event name, from one schema per event key: the realtime
 * map (`REALTIME_EVENT_SCHEMAS`) takes every area's through the generated index.
 */
export function eventSchemasOf<
  const A extends AreaDescriptor,
  const S extends { [K in EventKey<A>]: z.ZodType<Record<string, unknown>> },
>(area: A, schemas: S): { readonly [K in EventKey<A> as A['events'][K]['name']]: S[K] } {
  return Object.fromEntries(
    Object.entries(area.events).map(([key, { name }]) => [name, schemas[key as EventKey<A>]]),
  ) as { readonly [K in EventKey<A> as A['events'][K]['name']]: S[K] };
}
