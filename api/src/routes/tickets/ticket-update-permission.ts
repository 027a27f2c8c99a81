import type { FastifyContextConfig } from 'fastify';
import { TICKET_WORK } from '../../plugins/app/permissions';

/** The ticket keys the support desk may change on its own: where it stands and who has it. */
const TICKET_WORK_KEYS = new Set(['status', 'engineer_id']);

/**
 * PUT /api/tickets/:id carries one of several shapes. A body of only `status` and `engineer_id`
 * is ticket work; anything else (the full form, the priority) is an edit. Decided on the raw
 * body, so that a refused caller never learns what validation would have said.
 */
export const ticketUpdatePermission: NonNullable<FastifyContextConfig['permissionByInput']> = {
  summary:
    'Needs the Update Tickets or Update permission for `{status}` or `{engineer_id}`, and the Update permission for anything else.',
  decide(body) {
    const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
    const ticketWork = keys.length > 0 && keys.every((key) => TICKET_WORK_KEYS.has(key));
    return ticketWork ? TICKET_WORK : 'update';
  },
};
