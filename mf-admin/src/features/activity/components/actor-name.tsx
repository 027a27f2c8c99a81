import styled from 'styled-components';
import type { AuditEvent } from '@trellis/contracts';

const StyledKind = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const KIND_LABELS = { engineer: 'Engineer', system: 'System' } as const;

export interface ActorNameProps {
  actor: AuditEvent['actor'];
}

/** Who did it, the name they had then; an engineer's or the system's entries say so. */
export function ActorName({ actor }: ActorNameProps) {
  const name = actor.name ?? (actor.kind === 'system' ? 'The system' : 'Someone');
  return (
    <>
      <div>{name}</div>
      {actor.kind !== 'staff' && <StyledKind>{KIND_LABELS[actor.kind]}</StyledKind>}
    </>
  );
}
