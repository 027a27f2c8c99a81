import type { DispatchEngineer, DispatchResponse } from '@trellis/contracts';
import { placeCards, type PlacedCard } from './card-lanes';

/** A lane of the board: Unassigned (no engineer) or one engineer, with its cards placed. */
export interface BoardRow {
  key: string;
  engineer: DispatchEngineer | null;
  cards: PlacedCard[];
  lanes: number;
  /** How many tickets the row holds in the range. */
  count: number;
}

export const UNASSIGNED_ROW = 'unassigned';
export const engineerRowKey = (id: number) => `engineer-${id}`;

/** Unassigned first, then the engineers in the API's order, each with its tickets placed. */
export function boardRows(board: DispatchResponse, days: readonly string[]): BoardRow[] {
  const row = (key: string, engineer: DispatchEngineer | null): BoardRow => {
    const tickets = board.tickets.filter((t) => t.engineer_id === (engineer?.id ?? null));
    return { key, engineer, ...placeCards(tickets, days), count: tickets.length };
  };
  return [
    row(UNASSIGNED_ROW, null),
    ...board.engineers.map((engineer) => row(engineerRowKey(engineer.id), engineer)),
  ];
}

/** The cards starting on day `index`, by lane. */
export function cardsStartingOn(row: BoardRow, index: number): Map<number, PlacedCard> {
  return new Map(row.cards.filter((c) => c.start === index).map((c) => [c.lane, c]));
}
