import styled from 'styled-components';
import { Button } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { exactTime } from '@trellis/ui/format';
import { auditSentence, type AuditEvent } from '@trellis/contracts';
import { ACTIVITY_MESSAGES } from '../activity-messages';
import { auditAreaLabel } from '../utils/audit-areas';
import { ActorName } from './actor-name';
import { AuditChangesTable } from './audit-changes-table';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSentence = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledNone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function EntryDetails({ event }: { event: AuditEvent }) {
  return (
    <StyledBody>
      <StyledSentence>{auditSentence(event, { withRecord: true })}</StyledSentence>
      <StyledDetails>
        <dt>Time</dt>
        <dd>{exactTime(event.at)}</dd>
        <dt>User</dt>
        <dd>
          <ActorName actor={event.actor} />
        </dd>
        <dt>Action</dt>
        <dd>
          <code>{event.action}</code>
        </dd>
        <dt>Area</dt>
        <dd>{auditAreaLabel(event.entity)}</dd>
        <dt>Record</dt>
        <dd>{event.entity_label ?? event.entity_id ?? '—'}</dd>
        <dt>Request</dt>
        <dd>{event.request_id ?? '—'}</dd>
      </StyledDetails>
      {event.changes.length > 0 ? (
        <AuditChangesTable changes={event.changes} />
      ) : (
        <StyledNone>{ACTIVITY_MESSAGES.noChanges}</StyledNone>
      )}
    </StyledBody>
  );
}

export interface AuditEntryModalProps {
  open: boolean;
  event: AuditEvent | null;
  onClose: () => void;
}

/** One entry in full: who, when, which record, and every changed field before and after. */
export function AuditEntryModal({ open, event, onClose }: AuditEntryModalProps) {
  return (
    <Modal
      open={open && event !== null}
      onClose={onClose}
      title={event ? ACTIVITY_MESSAGES.entryTitle(event.id) : ''}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {event && <EntryDetails event={event} />}
    </Modal>
  );
}
