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

export const systemUserBulkBodySchema = bulkBodySchema([
  bulkAction('activate', {}),
  bulkAction('deactivate', {}),
  bulkAction('role', {
    role_id: z.number({ error: 'Choose a role' }).int().positive().max(2_147_483_647),
  }),
]);

export const engineerBulkBodySchema = bulkBodySchema([
  bulkAction('status', {
    status: z.enum(['Active', 'Inactive'], { error: 'Status must be Active or Inactive' }),
  }),
]);

export const leaveBulkBodySchema = bulkBodySchema([
  bulkAction('approve', {}),
  bulkAction('reject', {}),
]);

export const receivableBulkBodySchema = bulkBodySchema([
  bulkAction('paid', {}),
  bulkAction('remind', {}),
]);

export const payoutBulkBodySchema = bulkBodySchema([
  bulkAction('approve', {}),
  bulkAction('paid', {}),
]);

/** How a list offers one of its bulk actions. */
export interface BulkActionOffer {
  label: string;
  /** Any one of these lets a reader take the action, as for one record. */
  permission: readonly Permission[];
  /** Whether the run can be undone within the undo window (a payment or a decision cannot). */
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
    delete: { label: 'Delete', permission: ['delete'], undoable: true },
  },
  customers: {
    status: { label: 'Set active / inactive', permission: ['update'], undoable: true },
    delete: { label: 'Delete', permission: ['delete'], undoable: true },
  },
  leads: {
    status: { label: 'Change status', permission: ['update'], undoable: true },
    delete: { label: 'Delete', permission: ['delete'], undoable: true },
  },
  'system-users': {
    activate: { label: 'Activate', permission: ['manage_users'], undoable: true },
    deactivate: { label: 'Deactivate', permission: ['manage_users'], undoable: true },
    role: { label: 'Give a role', permission: ['manage_users'], undoable: true },
  },
  engineers: {
    status: { label: 'Set status', permission: ['manage_team'], undoable: true },
  },
  leaves: {
    approve: { label: 'Approve', permission: ['manage_team'], undoable: false },
    reject: { label: 'Reject', permission: ['manage_team'], undoable: false },
  },
  receivables: {
    paid: { label: 'Mark paid', permission: ['update'], undoable: false },
    remind: { label: 'Send reminder', permission: ['update'], undoable: false },
  },
  payouts: {
    // Payouts only move forward (pending, processing, paid), so neither can be undone.
    approve: { label: 'Approve', permission: ['manage_team'], undoable: false },
    paid: { label: 'Mark paid', permission: ['manage_team'], undoable: false },
  },
} as const satisfies Record<string, Record<string, BulkActionOffer>>;

export type BulkList = keyof typeof BULK_ACTION_OFFERS;
export type BulkActionName<L extends BulkList> = keyof (typeof BULK_ACTION_OFFERS)[L] & string;
