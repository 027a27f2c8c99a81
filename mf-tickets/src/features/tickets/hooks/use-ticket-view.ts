import { useSearchParams } from 'react-router';
import {
  BOARD_ONLY_KEYS,
  LIST_ONLY_KEYS,
  ticketViewOf,
  VIEW_KEY,
  type TicketView,
} from '../utils/ticket-views';

/** The view in the address, and a switch that leaves behind what only the other view reads. */
export function useTicketView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = ticketViewOf(searchParams.get(VIEW_KEY));
  const setView = (next: TicketView) => {
    if (next === view) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const drop = next === 'board' ? LIST_ONLY_KEYS : view === 'board' ? BOARD_ONLY_KEYS : [];
        for (const key of drop) params.delete(key);
        if (next === 'list') params.delete(VIEW_KEY);
        else params.set(VIEW_KEY, next);
        return params;
      },
      { replace: true },
    );
  };
  return { view, setView };
}
