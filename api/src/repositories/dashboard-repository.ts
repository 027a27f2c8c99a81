import type { Knex } from 'knex';
import { monthRange, type DashboardFigures, type YearMonth } from '@trellis/contracts';
import { prepared } from './prepared';

/** Per currency, by currency, as 2-decimal text: never summed across currencies. */
const perCurrency = (select: string) => `(select coalesce(json_agg(json_build_object(
    'currency', v.currency, 'amount', v.amount::text) order by v.currency), '[]'::json)
  from (${select}) v)`;

/**
 * The five Business Overview figures of two months in ONE prepared statement, each a range
 * over an indexed date so the indexes answer it: receivables by invoice date, payouts by month,
 * leads by creation (the range starts at midnight in the business time zone: every connection
 * runs in APP_TIME_ZONE), tickets by task start date, approved leaves by overlap.
 */
export const DASHBOARD_FIGURES_SQL = `with p(n, from_d, to_d) as (values (1, ?::date, ?::date), (2, ?::date, ?::date))
  select p.n,
    ${perCurrency(`select currency, sum(amount) as amount from receivables
      where invoice_date >= p.from_d and invoice_date < p.to_d group by currency`)}
      as customer_receivables,
    ${perCurrency(`select currency, sum(total) as amount from payouts
      where month >= p.from_d and month < p.to_d group by currency`)} as engineer_payout,
    (select count(*) from leads
      where created_at >= p.from_d::timestamptz and created_at < p.to_d::timestamptz)::int as leads,
    (select count(*) from tickets
      where task_start_date >= p.from_d and task_start_date < p.to_d)::int as total_tickets,
    (select count(*) from leave_requests
      where status = 'approved' and start_date < p.to_d and end_date >= p.from_d)::int
      as approved_leaves
  from p order by p.n`;

export function createDashboardRepository(db: Knex) {
  return {
    /** The figures of `current` and `previous`, in that order. */
    async figures(
      current: YearMonth,
      previous: YearMonth,
    ): Promise<[DashboardFigures, DashboardFigures]> {
      const a = monthRange(current);
      const b = monthRange(previous);
      const { rows } = await prepared<{ rows: (DashboardFigures & { n: number })[] }>(
        db,
        DASHBOARD_FIGURES_SQL,
        [a.from, a.to, b.from, b.to],
      );
      const [first, second] = rows.map(({ n: _n, ...figures }) => figures);
      return [first!, second!];
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
