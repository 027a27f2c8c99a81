import type { Knex } from 'knex';
import {
  PAYOUT_RULES,
  type Payout,
  type PayoutListParams,
  type PayoutListResponse,
  type PayoutStatus,
} from '@trellis/contracts';
import { PAYOUT_JSON, toPayout, type PayoutJson } from './payout-rows';
import { cursorRows, type ExportRow } from './export-cursor';
import { listPayouts, payoutExportStatement } from './payouts-list';
import { findItem } from './json-items';
import { lockRow } from './locked-row';

const FIND = `select ${PAYOUT_JSON} as item from payouts p where p.id = ?`;
const FIND_MANY = `select ${PAYOUT_JSON} as payout from payouts p where p.id = any(?::int[])
  order by p.id`;

/** What a write needs to know of a stored payout. */
export interface PayoutState {
  id: number;
  engineer_id: number | null;
  status: PayoutStatus;
  base: string;
  overtime: string;
  bonus: string;
  deductions: string;
}

/** One engineer's hours in a month, from the stored work logs, and their pay rate. */
export interface EngineerMonthHours {
  engineer_id: number;
  engineer_name: string;
  /** Null: no pay rate set, no payout can be computed. */
  rate: string | null;
  currency: string;
  working_hours: string;
  overtime_hours: string;
}

const CURRENCY_LIST = "('EUR', 'USD', 'GBP')";

/**
 * Per engineer over the month [first, first + 1 month): each entry's hours are end − start −
 * break, floored at 0; a day's hours above 8 are overtime. Hours are rounded to 2 decimals once
 * summed. The currency is the one set with the rate, else the profile's payment currency, else
 * USD.
 */
const MONTH_HOURS = `with days as (
    select w.engineer_id, w.work_date,
      sum(greatest(0, extract(epoch from (w.end_time - w.start_time)) / 60 - w.break_minutes))
        as minutes
    from ticket_work_logs w
    where w.engineer_id is not null
      and w.work_date >= ?::date and w.work_date < (?::date + interval '1 month')
    group by w.engineer_id, w.work_date)
  select u.id as engineer_id, u.username as engineer_name, u.pay_rate::text as rate,
    coalesce(u.pay_currency,
      case when u.profile -> 'paymentDetails' ->> 'payment_currency' in ${CURRENCY_LIST}
        then u.profile -> 'paymentDetails' ->> 'payment_currency' end,
      'USD') as currency,
    round(sum(d.minutes) / 60, 2)::text as working_hours,
    round(sum(greatest(0, d.minutes - ${PAYOUT_RULES.regularHoursPerDay * 60})) / 60, 2)::text
      as overtime_hours
  from days d join users u on u.id = d.engineer_id
  group by u.id
  having sum(d.minutes) > 0
  order by u.id`;

/**
 * Writes the month's payouts from `hours` (engineers with a rate): new rows, or the pending row
 * refreshed with the new hours and amounts (bonus and deductions kept). Paid and processing rows
 * are never touched, whatever the caller passed.
 */
const UPSERT = `insert into payouts as p (engineer_id, engineer_name, month, currency,
    working_hours, overtime_hours, rate, base, overtime)
  select h.engineer_id, h.engineer_name, ?::date, h.currency, h.working_hours, h.overtime_hours,
    h.rate, round((h.working_hours - h.overtime_hours) * h.rate, 2),
    round(h.overtime_hours * ${PAYOUT_RULES.overtimeMultiplier} * h.rate, 2)
  from json_to_recordset(?::json) as h(engineer_id int, engineer_name text, currency text,
    working_hours numeric, overtime_hours numeric, rate numeric)
  order by h.engineer_id
  on conflict (engineer_id, month) do update set engineer_name = excluded.engineer_name,
    currency = excluded.currency, working_hours = excluded.working_hours,
    overtime_hours = excluded.overtime_hours, rate = excluded.rate, base = excluded.base,
    overtime = excluded.overtime, updated_at = now()
  where p.status = 'pending'
  returning p.id, p.engineer_id, p.status, to_char(p.month, 'YYYY-MM') as month`;

export interface WrittenPayout {
  id: number;
  engineer_id: number | null;
  status: PayoutStatus;
  month: string;
}

export function createPayoutsRepository(db: Knex) {
  return {
    /** The page, `total` and the cards in one statement (see payouts-list.ts). */
    async list(query: PayoutListParams): Promise<PayoutListResponse> {
      return listPayouts(db, query);
    },

    /** The export's rows: every matching payout, in the list's order, read through a cursor. */
    async exportRows(query: PayoutListParams): Promise<AsyncGenerator<ExportRow>> {
      return cursorRows(db, await payoutExportStatement(db, query));
    },

    async findById(id: number, trx: Knex = db): Promise<Payout | undefined> {
      return findItem(trx, FIND, id, toPayout);
    },

    /** The payouts of `ids` (those that exist), by id. */
    async findByIds(ids: number[], trx: Knex = db): Promise<Map<number, Payout>> {
      if (ids.length === 0) return new Map();
      const { rows } = await trx.raw<{ rows: { payout: PayoutJson }[] }>(FIND_MANY, [ids]);
      return new Map(rows.map((r) => [r.payout.id, toPayout(r.payout)]));
    },

    /** The list's rows of `ids` that exist, in id order (a selection's CSV). */
    async listItems(ids: readonly number[]): Promise<Payout[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.raw<{ rows: { payout: PayoutJson }[] }>(FIND_MANY, [
        ids as number[],
      ]);
      return rows.map((r) => toPayout(r.payout));
    },

    /** Locks the row for the rest of the transaction, so a concurrent write waits. */
    async lock(id: number, trx: Knex): Promise<PayoutState | undefined> {
      return lockRow(trx, 'payouts', id, [
        'id',
        'engineer_id',
        'status',
        'base',
        'overtime',
        'bonus',
        'deductions',
      ]);
    },

    /** The month's stored payouts by engineer, locked until the generation commits. */
    async lockMonth(
      month: string,
      trx: Knex,
    ): Promise<Map<number, { id: number; status: PayoutStatus }>> {
      const rows = await trx('payouts')
        .where('month', `${month}-01`)
        .whereNotNull('engineer_id')
        .orderBy('id')
        .forUpdate()
        .select<{ id: number; engineer_id: number; status: PayoutStatus }[]>(
          'id',
          'engineer_id',
          'status',
        );
      return new Map(rows.map((r) => [r.engineer_id, { id: r.id, status: r.status }]));
    },

    /** Every engineer who logged hours in `month` (YYYY-MM), with the hours and pay rate. */
    async monthHours(month: string, trx: Knex = db): Promise<EngineerMonthHours[]> {
      const first = `${month}-01`;
      const { rows } = await trx.raw<{ rows: EngineerMonthHours[] }>(MONTH_HOURS, [first, first]);
      return rows;
    },

    /** Creates or refreshes the pending payouts of `hours` for `month` (see UPSERT). */
    async upsert(
      month: string,
      hours: (EngineerMonthHours & { rate: string })[],
      trx: Knex,
    ): Promise<WrittenPayout[]> {
      if (hours.length === 0) return [];
      const { rows } = await trx.raw<{ rows: WrittenPayout[] }>(UPSERT, [
        `${month}-01`,
        JSON.stringify(hours),
      ]);
      return rows;
    },

    async update(
      id: number,
      patch: Partial<Pick<Payout, 'bonus' | 'deductions' | 'status'>> & { paid_today?: true },
      trx: Knex,
    ): Promise<void> {
      const { paid_today: paidToday, ...values } = patch;
      await trx('payouts')
        .where({ id })
        .update({
          ...values,
          ...(paidToday ? { paid_date: trx.raw('current_date') } : {}),
          updated_at: trx.fn.now(),
        });
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
