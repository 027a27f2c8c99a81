import { z } from 'zod';
import { countsSchema } from './counts';
import { jobEventSchema } from './jobs';
import { AREA_EVENT_SCHEMAS } from './area-contracts.generated';
import { REALTIME_EVENTS, type RealtimeEventName } from './realtime-names';

export * from './realtime-names';

/** Every websocket message, both ways. `requestId` names the HTTP request whose write caused it. */
export const realtimeEnvelopeSchema = z.object({
  event: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
  requestId: z.string().optional(),
});
export type RealtimeEnvelope = z.infer<typeof realtimeEnvelopeSchema>;

const userIdOnly = z.object({ userId: z.number().int() });
/**
 * `audit:recorded`: which record gained a history entry (sent by PostgreSQL from the batch that
 * seals the entry into the chain, moments after its commit, so a rolled-back write announces
 * nothing); `entity_id` null when one batch sealed many entries on the area (a bulk action, an
 * import, a busy moment). Listeners read the entries through GET /api/audit, where their own
 * permission applies.
 */
export const auditRecordedEventSchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  entity_id: z.string().nullable(),
});
/** `user:{id}:profile:updated`: the user's id; an engineer's profile write adds name, email, phone. */
export const userProfileEventSchema = userIdOnly.extend({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
});

/**
 * The payload of every named event: the API publishes through this map and the
 * platform's subscriptions are typed by it, so both sides agree on each event's shape.
 */
export const REALTIME_EVENT_SCHEMAS = {
  ...AREA_EVENT_SCHEMAS,
  [REALTIME_EVENTS.countsUpdated]: countsSchema,
  [REALTIME_EVENTS.userProfileUpdated]: userProfileEventSchema,
  [REALTIME_EVENTS.requestEngineerRefresh]: userIdOnly,
  [REALTIME_EVENTS.auditRecorded]: auditRecordedEventSchema,
  [REALTIME_EVENTS.jobUpdated]: jobEventSchema,
} as const satisfies Record<RealtimeEventName, z.ZodType<Record<string, unknown>>>;

/** What `event` carries. `user:{id}:profile:updated` carries what user:profile:updated does. */
export type RealtimePayload<E extends RealtimeEventName> = z.infer<
  (typeof REALTIME_EVENT_SCHEMAS)[E]
>;

/** The payload schema of an event name, including the per-user `user:{id}:profile:updated`. */
export function realtimeEventSchema(event: string): z.ZodType<Record<string, unknown>> | null {
  if (event in REALTIME_EVENT_SCHEMAS)
    return REALTIME_EVENT_SCHEMAS[event as RealtimeEventName] as z.ZodType<Record<string, unknown>>;
  return /^user:\d+:profile:updated$/.test(event) ? userProfileEventSchema : null;
}
