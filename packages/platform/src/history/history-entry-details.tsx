import styled from 'styled-components';
import { factList, VisuallyHidden } from '@trellis/ui/controls';
import { exactTime } from '@trellis/ui/format';
import {
  auditFieldLabel,
  auditValue,
  HIDDEN_AUDIT_VALUE,
  type AuditActorKind,
  type AuditEvent,
} from '@trellis/contracts';

const StyledDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledChanges = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const StyledFacts = styled.dl`
  ${factList}
  margin: 0;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const ACTOR_KINDS: Record<AuditActorKind, string> = {
  staff: 'Staff',
  engineer: 'Engineer',
  system: 'System',
};

/** Text in full (the sentence shortens it); anything else as the sentence reads it. */
const fullValue = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : auditValue(value);

export interface HistoryEntryDetailsProps {
  id: string;
  event: AuditEvent;
}

/** The full entry: every change field by field, who (and what kind of actor), when, which request. */
export function HistoryEntryDetails({ id, event }: HistoryEntryDetailsProps) {
  return (
    <StyledDetails id={id}>
      {event.changes.length > 0 && (
        <StyledChanges aria-label="Changes">
          {event.changes.map((change, index) => (
            <li key={`${change.field}-${index}`}>
              <strong>{auditFieldLabel(change.field)}</strong>:{' '}
              {change.hidden ? (
                `changed (${HIDDEN_AUDIT_VALUE})`
              ) : (
                <>
                  {fullValue(change.from)} <span aria-hidden>→</span>{' '}
                  <VisuallyHidden>to</VisuallyHidden> {fullValue(change.to)}
                </>
              )}
            </li>
          ))}
        </StyledChanges>
      )}
      <StyledFacts>
        <div>
          <dt>By</dt>
          <dd>
            {event.actor.name ?? '—'} ({ACTOR_KINDS[event.actor.kind]})
          </dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            <time dateTime={event.at}>{exactTime(event.at)}</time>
          </dd>
        </div>
        <div>
          <dt>Action</dt>
          <dd>
            <code>{event.action}</code>
          </dd>
        </div>
        <div>
          <dt>Request ID</dt>
          <dd>{event.request_id ? <code>{event.request_id}</code> : '—'}</dd>
        </div>
      </StyledFacts>
    </StyledDetails>
  );
}
