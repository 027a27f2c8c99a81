import type { Knex } from 'knex';
import { monthRange, type DashboardFigures, type YearMonth } from '@trellis/contracts';
import { prepared } from './prepared';

/** Per currency, by currency, as 2-decimal text: never summed across currencies. */
const perCurrency = (select: string) => `(select coalesce(json_agg(json_build_object(
    'currency', v.currency, 'amount', v.amount::numeric(20, 2)::text) order by v.currency),
    '[]'::json) from (${select}) v)`;

/**
 * The five Business Overview figures of two months in ONE prepared statement, read from the
 * aggregates the write triggers keep (migration 20261126190000 and the finance totals), so a
 * month costs a few dozen rows however many records it holds: receivables by invoice date,
 * payouts by month, tickets by the month of their task start date, approved leave by the months
 * it overlaps, and leads by UTC hour. A month starts at midnight in the business time zone
 * (every connection runs in APP_TIME_ZONE): the leads of its whole UTC hours come from the
 * hourly counts, and those of a partial hour at either end (a half-hour zone) are counted.
 */
export const DASHBOARD_FIGURES_SQL = `with p(n, from_d, to_d) as (values (1, ?::date, ?::date), (2, ?::date, ?::date)),
  t as (select n, from_d, to_d, from_d::timestamptz as from_t, to_d::timestamptz as to_t from p),
  h as (select t.*,
      date_trunc('hour', from_t, 'UTC') + case when date_trunc('hour', from_t, 'UTC') = from_t
        then interval '0' else interval '1 hour' end as first_hour,
      date_trunc('hour', to_t, 'UTC') as last_hour
    from t)
  select h.n,
    ${perCurrency(`select currency, sum(amount) as amount from receivable_totals
      where invoice_date >= h.from_d and invoice_date < h.to_d
      group by currency having sum(receivables) <> 0`)} as customer_receivables,
    ${perCurrency(`select currency, sum(amount) as amount from payout_totals
      where month >= h.from_d and month < h.to_d
      group by currency having sum(payouts) <> 0`)} as engineer_payout,
    ((select coalesce(sum(leads), 0) from lead_hour_counts
        where hour >= h.first_hour and hour < h.last_hour)
      + (select count(*) from leads where created_at >= h.from_t and created_at < h.first_hour)
      + (select count(*) from leads where created_at >= h.last_hour and created_at < h.to_t)
    )::int as leads,
    (select coalesce(sum(tickets), 0) from ticket_start_month_counts
      where month >= h.from_d and month < h.to_d)::int as total_tickets,
    -- One row per month the request overlaps: the ranges here are single months.
    (select coalesce(sum(leaves), 0) from approved_leave_month_counts
      where month >= h.from_d and month < h.to_d)::int as approved_leaves
  from h order by h.n`;

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
