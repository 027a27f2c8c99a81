import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { DayGrid, type DayGridDay } from '@trellis/ui/day-grid';
import type { DispatchTicket } from '@trellis/contracts';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import type { BoardRow } from '../utils/board-rows';
import { dayTone, dayTitle } from '../utils/day-state';
import { DRAG_ANNOUNCEMENTS } from '../utils/drag-announcements';
import { BoardTodayContext } from './board-today';
import type { DraggedTicket } from './dispatch-card';
import { DispatchCardFace } from './dispatch-card-face';
import { DispatchCell, type CardFocus } from './dispatch-cell';
import { DispatchRow, useDraggedTicket, type DropRow } from './dispatch-row';
import { DispatchRowHeader } from './dispatch-row-header';

/** The ticket and the row a drag ended on, or null when it ended off the board. */
export function dropOf(event: Pick<DragEndEvent, 'active' | 'over'>) {
  const dragged = event.active.data.current as DraggedTicket | undefined;
  const target = event.over?.data.current as DropRow | undefined;
  if (!dragged || !target) return null;
  return { ticketId: dragged.ticket.id, engineerId: target.engineerId };
}

export interface BoardGridProps {
  rows: readonly BoardRow[];
  days: readonly DayGridDay[];
  today: string;
  canAssign: boolean;
  focus: CardFocus | null;
  onFocused: () => void;
  onAssign: (ticket: DispatchTicket) => void;
  onDrop: (ticketId: number, engineerId: number | null) => void;
}

/** The board's grid inside its drag-and-drop context, with the dragged card under the pointer. */
export function BoardGrid({
  rows,
  days,
  today,
  canAssign,
  focus,
  onFocused,
  onAssign,
  onDrop,
}: BoardGridProps) {
  // A few pixels of travel before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const handleDragEnd = (event: DragEndEvent) => {
    const drop = dropOf(event);
    if (drop) onDrop(drop.ticketId, drop.engineerId);
  };

  return (
    <BoardTodayContext value={today}>
      <DndContext
        sensors={sensors}
        // The row under the pointer, whatever the dragged card overlaps.
        collisionDetection={pointerWithin}
        accessibility={{ announcements: DRAG_ANNOUNCEMENTS }}
        onDragEnd={handleDragEnd}
      >
        <DayGrid<BoardRow>
          caption={DISPATCH_TEXTS.caption}
          rowHeaderLabel={DISPATCH_TEXTS.engineerColumn}
          days={days}
          rows={rows}
          rowKey={(row) => row.key}
          rowAs={DispatchRow}
          dayWidth="8.5rem"
          renderRowHeader={(row) => <DispatchRowHeader row={row} today={today} />}
          renderCell={(row, day, index) => (
            <DispatchCell
              row={row}
              day={day.date}
              index={index}
              canAssign={canAssign}
              onAssign={onAssign}
              focus={focus}
              onFocused={onFocused}
            />
          )}
          cellTone={(row, day) => dayTone(row.engineer, day.date)}
          cellTitle={(row, day) => dayTitle(row.engineer, day.date)}
        />
        <DraggedCard />
      </DndContext>
    </BoardTodayContext>
  );
}

/**
 * The card under the pointer while dragging. It follows the drag on its own: were the board to
 * hold the dragged ticket in its state, starting and ending a drag would draw every cell of
 * the grid again (half a second for 100 engineers × 14 days, measured in bench/).
 */
function DraggedCard() {
  const dragged = useDraggedTicket();
  return <DragOverlay>{dragged && <DispatchCardFace ticket={dragged} width="8rem" />}</DragOverlay>;
}
