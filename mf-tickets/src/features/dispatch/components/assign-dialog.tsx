import styled from 'styled-components';
import { Alert, Button, EmptyState, plainList, Spinner } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import type { DispatchTicket } from '@trellis/contracts';
import { useDispatchSuggestions } from '../api/get-dispatch-suggestions';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import { ticketDateRange } from '../../tickets/utils/ticket-format';
import { SuggestionOption } from './suggestion-option';

const StyledSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface AssignDialogProps {
  open: boolean;
  ticket: DispatchTicket | null;
  onClose: () => void;
  /** Saves the choice (null unassigns); the dialog closes at once, the board shows the move. */
  onAssign: (ticketId: number, engineerId: number | null) => void;
}

/**
 * Assign…: the engineers for the ticket ranked by the API, each labelled Available, Overbooked,
 * On leave or Not compliant with its reasons; those the API would refuse cannot be chosen.
 */
export function AssignDialog({ open, ticket, onClose, onAssign }: AssignDialogProps) {
  const suggestions = useDispatchSuggestions(ticket?.id ?? null, open);
  const handleChoose = (ticketId: number, engineerId: number | null) => {
    onClose();
    onAssign(ticketId, engineerId);
  };

  let body;
  if (suggestions.isPending) body = <Spinner label={DISPATCH_TEXTS.suggestionsLoading} showLabel />;
  else if (suggestions.isError)
    body = (
      <Alert>
        {DISPATCH_TEXTS.suggestionsFailed}{' '}
        <Button size="sm" variant="ghost" onClick={() => void suggestions.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  else if (suggestions.data.suggestions.length === 0)
    body = <EmptyState title={DISPATCH_TEXTS.noSuggestions} />;
  else
    body = (
      <StyledList aria-label="Engineers">
        {suggestions.data.suggestions.map((suggestion) => (
          <li key={suggestion.engineer_id}>
            <SuggestionOption
              suggestion={suggestion}
              current={suggestion.engineer_id === ticket?.engineer_id}
              onChoose={(s) => ticket && handleChoose(ticket.id, s.engineer_id)}
            />
          </li>
        ))}
      </StyledList>
    );
  const { data } = suggestions;
  const more = data && data.total > data.suggestions.length;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={ticket ? DISPATCH_TEXTS.assignTitle(ticket.code) : ''}
      footer={
        <>
          {ticket?.engineer_id != null && (
            <Button variant="secondary" onClick={() => handleChoose(ticket.id, null)}>
              {DISPATCH_TEXTS.unassign}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      {ticket && (
        <StyledSummary>
          {ticket.task_name} · {ticket.customer_name} · {ticketDateRange(ticket)}
        </StyledSummary>
      )}
      {body}
      {more && (
        <StyledSummary>{DISPATCH_TEXTS.bestOf(data.suggestions.length, data.total)}</StyledSummary>
      )}
    </Modal>
  );
}
