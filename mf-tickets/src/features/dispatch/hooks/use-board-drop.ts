import { DISPATCH_MESSAGES, TICKET_MESSAGES, type DispatchResponse } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { useAssignTicket } from '../api/assign-ticket';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import { overbookingFor, refusalFor } from '../utils/dispatch-rules';

export interface BoardDropOptions {
  board: DispatchResponse | undefined;
  /** The days on the board, for the booked hours it knows. */
  days: readonly string[];
  today: string;
}

/**
 * Puts a ticket on an engineer (or back on Unassigned), from a drop or the picker. A move the
 * API would refuse is not sent: its reason is shown instead. One that would overbook the
 * engineer is saved with a warning. The card moves at once; if the API refuses after all, it
 * goes back and the API's reason is shown.
 */
export function useBoardDrop({ board, days, today }: BoardDropOptions) {
  const assign = useAssignTicket();
  /** Whether the move is being saved. */
  return (ticketId: number, engineerId: number | null): boolean => {
    const ticket = board?.tickets.find((t) => t.id === ticketId);
    if (!board || !ticket || ticket.engineer_id === engineerId) return false;
    const engineer = board.engineers.find((e) => e.id === engineerId) ?? null;
    if (engineerId !== null && !engineer) return false;
    let success: string = DISPATCH_TEXTS.unassigned(ticket.code);
    if (engineer) {
      const refusal = refusalFor(engineer, ticket, today);
      if (refusal) {
        toast(refusal.message, 'error');
        return false;
      }
      const overbooked = overbookingFor(engineer, ticket, days);
      if (overbooked)
        toast(
          DISPATCH_MESSAGES.overbooked(engineer.name, overbooked.day, overbooked.hours),
          'warning',
        );
      success = overbooked ? '' : DISPATCH_TEXTS.assigned(ticket.code, engineer.name);
    }
    assign.mutate(
      { ticketId, engineerId },
      {
        onSuccess: () => {
          if (success) toast(success, 'success');
        },
        onError: (error) => toast(errorMessage(error, TICKET_MESSAGES.updateFailed), 'error'),
      },
    );
    return true;
  };
}
