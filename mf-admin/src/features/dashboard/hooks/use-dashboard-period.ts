import { useState } from 'react';
import { yearMonthOf } from '@trellis/contracts/constants';
import type { YearMonth } from '@trellis/contracts';
import { useBusinessToday } from '@trellis/platform';

/**
 * The month the Business Overview shows: the business today's until the month or year select
 * picks another; Today goes back to it.
 */
export function useDashboardPeriod() {
  const today = useBusinessToday();
  const current = yearMonthOf(today);
  const [chosen, setChosen] = useState<YearMonth | null>(null);
  const period = chosen ?? current;
  return {
    period,
    currentYear: current.year,
    setMonth: (month: number) => setChosen({ ...period, month }),
    setYear: (year: number) => setChosen({ ...period, year }),
    reset: () => setChosen(null),
  };
}
