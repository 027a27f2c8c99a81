import { Badge } from '@trellis/ui/controls';
import type { TicketStatus } from '@trellis/contracts';
import { ticketStatusTone } from '../utils/ticket-format';

export interface TicketStatusBadgeProps {
  status: TicketStatus;
}

/** A ticket's status in its group's colour (Open, In Progress, Resolved, Expired). */
export function TicketStatusBadge({ status }: TicketStatusBadgeProps) {
  return <Badge tone={ticketStatusTone(status)}>{status}</Badge>;
}
