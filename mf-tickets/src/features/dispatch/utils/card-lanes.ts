import type { DispatchTicket } from '@trellis/contracts';

/** A card on a row: its first and number of visible days, and the lane it stacks in. */
export interface PlacedCard {
  ticket: DispatchTicket;
  start: number;
  span: number;
  lane: number;
  /** The ticket runs on before or after the days shown. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/**
 * Places a row's tickets on the visible days, cut to them, in as few lanes as keep any two
 * cards from sharing a day in a lane: earliest first, longest first among equals.
 */
export function placeCards(
  tickets: readonly DispatchTicket[],
  days: readonly string[],
): { cards: PlacedCard[]; lanes: number } {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return { cards: [], lanes: 0 };
  const visible = tickets
    .filter((t) => t.task_start_date <= last && t.task_end_date >= first)
    .map((ticket) => {
      const start = days.findIndex((day) => day >= ticket.task_start_date);
      const end = days.findLastIndex((day) => day <= ticket.task_end_date);
      return {
        ticket,
        start,
        span: end - start + 1,
        clippedStart: ticket.task_start_date < first,
        clippedEnd: ticket.task_end_date > last,
      };
    })
    .sort((a, b) => a.start - b.start || b.span - a.span || a.ticket.id - b.ticket.id);
  const laneEnds: number[] = [];
  const cards = visible.map((card) => {
    let lane = laneEnds.findIndex((end) => end < card.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = card.start + card.span - 1;
    return { ...card, lane };
  });
  return { cards, lanes: laneEnds.length };
}
