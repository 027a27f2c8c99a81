import { useEffect, useEffectEvent } from 'react';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { BULK_LABELS } from '@trellis/contracts';
import { Button, IconButton } from '@trellis/ui/controls';

// Where toasts are drawn, but of the page's own: the shell's toasts carry no buttons, and this
// one stays as long as the undo window is open rather than a few seconds.
const StyledNotice = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  left: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 32rem;
  margin-left: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledMessage = styled.p`
  flex: 1 1 12rem;
`;

export interface BulkUndoNoticeProps {
  message: string;
  /** When Undo stops being offered (ISO time): the notice goes then. */
  until: string;
  onUndo: () => void;
  onDismiss: () => void;
}

/** A finished run's outcome with Undo, for as long as the run can be undone. */
export function BulkUndoNotice({ message, until, onUndo, onDismiss }: BulkUndoNoticeProps) {
  const expire = useEffectEvent(onDismiss);
  useEffect(() => {
    const timer = setTimeout(() => expire(), Math.max(0, Date.parse(until) - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return (
    <StyledNotice role="status">
      <StyledMessage>{message}</StyledMessage>
      <Button size="sm" variant="secondary" onClick={onUndo}>
        {BULK_LABELS.undo}
      </Button>
      <IconButton
        size="sm"
        label={BULK_LABELS.close}
        icon={<X aria-hidden />}
        onClick={onDismiss}
      />
    </StyledNotice>
  );
}
