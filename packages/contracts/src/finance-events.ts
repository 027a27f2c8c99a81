import { z } from 'zod';
import { notificationArea } from './notification/area';
import { leaveArea } from './leave/area';
import { receivableArea } from './receivable/area';
import { eventSchemasOf } from './common/area-event-schemas';
import { payoutArea } from './payout/area';

// Payloads of the finance, leave and notification events (issue 11). Small on purpose: a screen
// that hears one refetches what it shows; the payload says which record and what it became.

const id = z.number().int();
const isoMonth = z.string().regex(/^\d{4}-\d{2}$/);

/** payout:updated: one payout was generated, edited or moved along pending → processing → paid. */
export const payoutEventSchema = z.object({
  id,
  engineer_id: id.nullable(),
  month: isoMonth,
  status: z.enum(['pending', 'processing', 'paid']),
});
export type PayoutEvent = z.infer<typeof payoutEventSchema>;

/** payouts:generated: 'Generate payouts' created or refreshed `count` payouts of `month`. */
export const payoutsGeneratedEventSchema = z.object({
  month: isoMonth,
  count: z.number().int().min(0),
});
export type PayoutsGeneratedEvent = z.infer<typeof payoutsGeneratedEventSchema>;

/** receivable:created and receivable:updated (paid, reminded). */
export const receivableEventSchema = z.object({
  id,
  invoice_number: z.string(),
  ticket_id: id.nullable(),
  status: z.enum(['pending', 'paid']),
});
export type ReceivableEvent = z.infer<typeof receivableEventSchema>;

/** leave:created (an engineer asked) and leave:updated (staff approved or rejected). */
export const leaveEventSchema = z.object({
  id,
  engineer_id: id.nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
});
export type LeaveEvent = z.infer<typeof leaveEventSchema>;

/** notification:created (a domain event wrote one) and notification:updated (marked read). */
export const notificationEventSchema = z.object({
  /** The notification, or null when every unread one was marked read at once. */
  id: id.nullable(),
  kind: z.enum(['ticket', 'lead', 'leave', 'invoice', 'system']).nullable(),
  title: z.string().nullable(),
  read: z.boolean(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** The payload of each of the area's events, by name. */
export const payoutEventSchemas = eventSchemasOf(payoutArea, {
  payoutUpdated: payoutEventSchema,
  payoutsGenerated: payoutsGeneratedEventSchema,
});

/** The payload of each of the area's events, by name. */
export const receivableEventSchemas = eventSchemasOf(receivableArea, {
  receivableCreated: receivableEventSchema,
  receivableUpdated: receivableEventSchema,
});

/** The payload of each of the area's events, by name. */
export const leaveEventSchemas = eventSchemasOf(leaveArea, {
  leaveCreated: leaveEventSchema,
  leaveUpdated: leaveEventSchema,
});

/** The payload of each of the area's events, by name. */
export const notificationEventSchemas = eventSchemasOf(notificationArea, {
  notificationCreated: notificationEventSchema,
  notificationUpdated: notificationEventSchema,
});
