import styled from 'styled-components';
import { Select } from '@trellis/ui/forms';
import {
  TICKET_MESSAGES,
  TICKET_STATUSES,
  type TicketListItem,
  type TicketStatus,
} from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import { useUpdateTicket } from '../api/update-ticket';

const STATUS_OPTIONS = TICKET_STATUSES.map((value) => ({ value, label: value }));

const StyledCell = styled.div`
  min-width: 9rem;
`;

export interface TicketStatusSelectProps {
  ticket: TicketListItem;
  /** Why a save failed (the server's message), or null once one succeeds. */
  onSaveResult: (error: string | null) => void;
}

/** The row's status, saved the moment another is chosen (PUT `{status}`). */
export function TicketStatusSelect({ ticket, onSaveResult }: TicketStatusSelectProps) {
  const update = useUpdateTicket();
  // While the save is on its way the select shows the choice; a refusal puts the saved one back.
  const shown = update.isPending
    ? (update.variables.body as { status: TicketStatus }).status
    : ticket.status;
  const handleChange = (status: TicketStatus) =>
    update.mutate(
      { id: ticket.id, body: { status } },
      {
        onSuccess: () => onSaveResult(null),
        onError: (error) => onSaveResult(errorMessage(error, TICKET_MESSAGES.updateFailed)),
      },
    );
  return (
    <StyledCell>
      <Select
        aria-label={`Status of ${ticket.code}`}
        value={shown}
        options={STATUS_OPTIONS}
        onChange={(event) => {
          const next = TICKET_STATUSES.find((value) => value === event.target.value);
          if (next && next !== ticket.status) handleChange(next);
        }}
      />
    </StyledCell>
  );
}
