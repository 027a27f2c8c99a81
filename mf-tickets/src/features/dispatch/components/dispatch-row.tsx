import styled from 'styled-components';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import type { DayGridRowProps } from '@trellis/ui/day-grid';
import { TICKET_MESSAGES } from '@trellis/contracts';
import type { BoardRow } from '../utils/board-rows';
import { refusalFor } from '../utils/dispatch-rules';
import { useBoardToday } from './board-today';
import type { DraggedTicket } from './dispatch-card';

// While a card is dragged, rows that would refuse it are marked in their header, and the row
// it is over is outlined.
const StyledRow = styled.tr`
  &[data-refused] > th {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.dangerText};
  }
  &[data-over] > * {
    box-shadow:
      inset 0 2px 0 ${({ theme }) => theme.colors.focusRing},
      inset 0 -2px 0 ${({ theme }) => theme.colors.focusRing};
  }
`;

/** What a row carries as a drop target, read by the drop and the announcements. */
export interface DropRow {
  engineerId: number | null;
  label: string;
}

const rowLabel = (row: BoardRow) => row.engineer?.name ?? TICKET_MESSAGES.unassigned;

/** The ticket being dragged, if any. */
export function useDraggedTicket() {
  const { active } = useDndContext();
  return (active?.data.current as DraggedTicket | undefined)?.ticket ?? null;
}

/** A lane of the board as a drop target: Unassigned, or an engineer who may take the ticket. */
export function DispatchRow({ row, children }: DayGridRowProps<BoardRow>) {
  const today = useBoardToday();
  const dragged = useDraggedTicket();
  const refusal = dragged && row.engineer ? refusalFor(row.engineer, dragged, today) : null;
  const { setNodeRef, isOver } = useDroppable({
    id: row.key,
    data: { engineerId: row.engineer?.id ?? null, label: rowLabel(row) } satisfies DropRow,
  });
  return (
    <StyledRow
      ref={setNodeRef}
      data-refused={refusal ? refusal.kind : undefined}
      data-over={(isOver && !refusal) || undefined}
    >
      {children}
    </StyledRow>
  );
}
