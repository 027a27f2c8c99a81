import type { DispatchParams } from '@trellis/contracts';
import { ticketKeys } from '../../tickets/api/ticket-keys';

/**
 * Under the tickets' `lists()`, so every ticket write (a row's status, a form, a delete)
 * refreshes the board and the suggestions as it refreshes the list.
 */
export const dispatchKeys = {
  boards: () => [...ticketKeys.lists(), 'dispatch'] as const,
  board: (query: DispatchParams) => [...ticketKeys.lists(), 'dispatch', query] as const,
  suggestions: (ticketId: number) =>
    [...ticketKeys.lists(), 'dispatch-suggestions', ticketId] as const,
};
