import styled from 'styled-components';
import { Select } from '@trellis/ui/forms';
import { TICKET_MESSAGES, type TicketListItem } from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import { useEngineerOptions } from '../api/get-engineer-options';
import { useUpdateTicket } from '../api/update-ticket';

const StyledCell = styled.div`
  min-width: 11rem;
`;

export interface TicketEngineerSelectProps {
  ticket: TicketListItem;
  /** Why a save failed (the server's message: a refused assignment names why), or null. */
  onSaveResult: (error: string | null) => void;
}

/**
 * The row's engineer, saved the moment another is chosen (PUT `{engineer_id}`, '' unassigns).
 * The engineers are judged for this ticket's end date: one who may not take it is listed,
 * disabled, with the reason.
 */
export function TicketEngineerSelect({ ticket, onSaveResult }: TicketEngineerSelectProps) {
  // Rows ending on the same day share one request (the query cache dedupes them).
  const { data } = useEngineerOptions(ticket.task_end_date ?? '', '');
  const update = useUpdateTicket();
  const pending = update.isPending
    ? (update.variables.body as { engineer_id: number | null }).engineer_id
    : undefined;
  const shown = pending !== undefined ? pending : ticket.engineer_id;
  const engineers = data ?? [];
  const listed = engineers.some((engineer) => engineer.id === ticket.engineer_id);

  const handleChange = (value: string) => {
    const engineerId = value ? Number(value) : null;
    if (engineerId === ticket.engineer_id) return;
    update.mutate(
      { id: ticket.id, body: { engineer_id: engineerId } },
      {
        onSuccess: () => onSaveResult(null),
        onError: (error) => onSaveResult(errorMessage(error, TICKET_MESSAGES.updateFailed)),
      },
    );
  };

  return (
    <StyledCell>
      <Select
        aria-label={`Engineer for ${ticket.code}`}
        value={shown === null ? '' : String(shown)}
        onChange={(event) => handleChange(event.target.value)}
      >
        <option value="">{TICKET_MESSAGES.unassigned}</option>
        {ticket.engineer_id !== null && !listed && (
          <option value={ticket.engineer_id}>
            {ticket.engineer_name ?? `#${ticket.engineer_id}`}
          </option>
        )}
        {engineers.map((engineer) => (
          <option key={engineer.id} value={engineer.id} disabled={!engineer.compliant}>
            {engineer.compliant ? engineer.name : `${engineer.name} (${engineer.reason})`}
          </option>
        ))}
      </Select>
    </StyledCell>
  );
}
