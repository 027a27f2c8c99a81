import type { FastifyInstance } from 'fastify';
import type { BulkList } from '@trellis/contracts';
import { customerBulk } from './customer-bulk';
import { engineerBulk } from './engineer-bulk';
import { leadBulk } from './lead-bulk';
import { leaveBulk } from './leave-bulk';
import type { ListBulk } from './list-bulk';
import { payoutBulk } from './payout-bulk';
import { receivableBulk } from './receivable-bulk';
import { systemUserBulk } from './system-user-bulk';
import { ticketBulk } from './ticket-bulk';

/** Every list that offers bulk actions, by its name in the contracts. */
export function bulkLists(app: FastifyInstance, timeZone: string): Record<BulkList, ListBulk> {
  return {
    tickets: ticketBulk(app),
    customers: customerBulk(app),
    leads: leadBulk(app),
    'system-users': systemUserBulk(app),
    engineers: engineerBulk(app, timeZone),
    leaves: leaveBulk(app),
    receivables: receivableBulk(app),
    payouts: payoutBulk(app),
  };
}
