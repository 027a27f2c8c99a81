import { z } from 'zod';

/** Every websocket message, both ways: { event, data }. */
export const realtimeEnvelopeSchema = z.object({
  event: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});
export type RealtimeEnvelope = z.infer<typeof realtimeEnvelopeSchema>;

export const REALTIME_EVENTS = {
  countsUpdated: 'counts:updated',
  engineerCreated: 'engineer:created',
  engineerUpdated: 'engineer:updated',
  engineerDeleted: 'engineer:deleted',
  profileUpdated: 'profile:updated',
  userProfileUpdated: 'user:profile:updated',
  ticketAssigned: 'ticket:assigned',
  ticketUpdated: 'ticket:updated',
  customerCreated: 'customer:created',
  customerUpdated: 'customer:updated',
  customerDeleted: 'customer:deleted',
  requestEngineerRefresh: 'request:engineer:refresh',
} as const;

export const userProfileUpdatedEvent = (userId: number) => `user:${userId}:profile:updated`;

/** Reconnect constants of spec 000 §9. */
export const REALTIME_CLIENT = {
  connectTimeoutMs: 20000,
  reconnectDelayMs: 1000,
  reconnectDelayMaxMs: 5000,
  randomizationFactor: 0.5,
  countsRefreshMs: 30000,
} as const;
