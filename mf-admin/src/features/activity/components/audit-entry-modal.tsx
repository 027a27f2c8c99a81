import styled from 'styled-components';
import { Button } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { exactTime } from '@trellis/ui/format';
import { auditSentence, type AuditEvent } from '@trellis/contracts';
import { BulkRunUndo, DetailList } from '@trellis/page-kit';
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

const StyledNone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The bulk run a bulk action's entry names, if it is one. */
function bulkRunOf(event: AuditEvent): number | null {
  if (event.action !== 'bulk_action.applied') return null;
  const run = event.changes.find((change) => change.field === 'bulk_run')?.to;
  return typeof run === 'number' ? run : null;
}

function EntryDetails({ event }: { event: AuditEvent }) {
  const runId = bulkRunOf(event);
  return (
    <StyledBody>
      <StyledSentence>{auditSentence(event, { withRecord: true })}</StyledSentence>
      {runId !== null && <BulkRunUndo runId={runId} />}
      <DetailList
        details={{
          Time: exactTime(event.at),
          User: <ActorName actor={event.actor} />,
          Action: <code>{event.action}</code>,
          Area: auditAreaLabel(event.entity),
          Record: event.entity_label ?? event.entity_id ?? '—',
          Request: event.request_id ?? '—',
        }}
      />
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
