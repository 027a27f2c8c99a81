import type { Announcements } from '@dnd-kit/core';
import type { DispatchTicket } from '@trellis/contracts';

type Dragged = { ticket: DispatchTicket } | undefined;
type Row = { label: string } | undefined;

const codeOf = (data: unknown) => (data as Dragged)?.ticket.code ?? 'The ticket';
const rowOf = (data: unknown) => (data as Row)?.label;

/** What a screen reader hears during a pointer drag: the ticket's code and the row's name. */
export const DRAG_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${codeOf(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${codeOf(active.data.current)} is over ${rowOf(over.data.current)}.`
      : `${codeOf(active.data.current)} is over no row.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${codeOf(active.data.current)} was dropped on ${rowOf(over.data.current)}.`
      : `${codeOf(active.data.current)} was dropped outside the board.`,
  onDragCancel: ({ active }) => `Moving ${codeOf(active.data.current)} was cancelled.`,
};
