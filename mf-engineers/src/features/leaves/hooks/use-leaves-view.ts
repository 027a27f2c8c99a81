import { useSearchParams } from 'react-router';
import { attendanceQuerySchema } from '@trellis/contracts';
import { useBusinessToday } from '@trellis/platform';
import { shiftMonth } from '../../attendance/utils/attendance-month';
import {
  LIST_ONLY_KEYS,
  MONTH_KEY,
  VIEW_KEY,
  leavesViewOf,
  type LeavesView,
} from '../utils/leaves-views';

/**
 * The view in the address, and in the month view the month shown (the business today's when
 * the address names none or a malformed one), with the months before and after.
 */
export function useLeavesView() {
  const today = useBusinessToday();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = leavesViewOf(searchParams.get(VIEW_KEY));
  const named = attendanceQuerySchema.shape.month.safeParse(searchParams.get(MONTH_KEY));
  const thisMonth = today.slice(0, 7);
  const month = named.success ? named.data : thisMonth;

  const write = (change: (params: URLSearchParams) => void) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        change(params);
        return params;
      },
      { replace: true },
    );

  const setMonth = (next: string | undefined) =>
    write((params) => {
      if (next === undefined) params.delete(MONTH_KEY);
      else params.set(MONTH_KEY, next);
    });

  const setView = (next: LeavesView) => {
    if (next === view) return;
    write((params) => {
      for (const key of next === 'month' ? LIST_ONLY_KEYS : [MONTH_KEY]) params.delete(key);
      if (next === 'list') params.delete(VIEW_KEY);
      else params.set(VIEW_KEY, next);
    });
  };

  return {
    view,
    setView,
    month,
    today,
    isThisMonth: month === thisMonth,
    goBack: () => setMonth(shiftMonth(month, -1)),
    goForward: () => setMonth(shiftMonth(month, 1)),
    // No month in the address: a link kept for later opens on the month it is then.
    goThisMonth: () => setMonth(undefined),
  };
}
