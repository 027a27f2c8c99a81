import { z } from 'zod';
import type { Permission } from '../permissions';
import { CUSTOMER_STATUSES } from '../customer/schemas';
import { leadStatusChangeSchema } from '../lead/bodies';
import { ticketPrioritySchema, ticketStatusSchema } from '../ticket/fields';
import { bulkAction, bulkBodySchema } from './schemas';

const engineerIdSchema = z
  .number({ error: 'Engineer must be an engineer id or null' })
  .int()
  .positive()
  .max(2_147_483_647)
  .nullable();

export const ticketBulkBodySchema = bulkBodySchema([
  bulkAction('status', { status: ticketStatusSchema }),
  bulkAction('priority', { priority: ticketPrioritySchema }),
  bulkAction('engineer', { engineer_id: engineerIdSchema }),
  bulkAction('delete', {}),
]);
export type TicketBulkBody = z.output<typeof ticketBulkBodySchema>;

export const customerBulkBodySchema = bulkBodySchema([
  bulkAction('status', { status: z.enum(CUSTOMER_STATUSES) }),
  bulkAction('delete', {}),
]);
export type CustomerBulkBody = z.output<typeof customerBulkBodySchema>;

export const leadBulkBodySchema = bulkBodySchema([
  bulkAction('status', leadStatusChangeSchema),
  bulkAction('delete', {}),
]);
export type LeadBulkBody = z.output<typeof leadBulkBodySchema>;

/** How a list offers one of its bulk actions. */
export interface BulkActionOffer {
  label: string;
  /** Any one of these lets a reader take the action, as for one record. */
  permission: readonly Permission[];
  /** Whether the run can be undone within the undo window (a delete cannot). */
  undoable: boolean;
}

/** Each list's bulk actions, by action name, as the selection bar offers them. */
export const BULK_ACTION_OFFERS = {
  tickets: {
    status: { label: 'Change status', permission: ['update_tickets', 'update'], undoable: true },
    priority: { label: 'Change priority', permission: ['update'], undoable: true },
    engineer: {
      label: 'Assign engineer',
      permission: ['update_tickets', 'update'],
      undoable: true,
    },
    delete: { label: 'Delete', permission: ['delete'], undoable: false },
  },
  customers: {
    status: { label: 'Set active / inactive', permission: ['update'], undoable: true },
    delete: { label: 'Delete', permission: ['delete'], undoable: false },
  },
  leads: {
    status: { label: 'Change status', permission: ['update'], undoable: true },
    delete: { label: 'Delete', permission: ['delete'], undoable: false },
  },
} as const satisfies Record<string, Record<string, BulkActionOffer>>;

export type BulkList = keyof typeof BULK_ACTION_OFFERS;
export type BulkActionName<L extends BulkList> = keyof (typeof BULK_ACTION_OFFERS)[L] & string;
