import { displayCode, type Payout } from '@trellis/contracts';
import { epochMs } from './lead-rows';
import { withFields } from '../lib/with-fields';
import { isoFromEpoch } from '../lib/iso-time';

// A payout as SQL answers it (one JSON object per payout of `payouts p`) and its mapping to the
// contract's shape. The list, the single read and the writes share both.

/** One payout as a JSON object. Named columns only: the statements using it are prepared. */
export const PAYOUT_JSON = `json_build_object('id', p.id, 'engineer_id', p.engineer_id,
  'engineer_name', p.engineer_name, 'month', to_char(p.month, 'YYYY-MM'),
  'currency', p.currency, 'working_hours', p.working_hours, 'overtime_hours', p.overtime_hours,
  'rate', p.rate::text, 'base', p.base::text, 'overtime', p.overtime::text,
  'bonus', p.bonus::text, 'deductions', p.deductions::text, 'total', p.total::text,
  'status', p.status, 'paid_date', p.paid_date,
  'created_at', ${epochMs('p.created_at')}, 'updated_at', ${epochMs('p.updated_at')})`;

export type PayoutJson = Omit<Payout, 'engineer_code' | 'created_at' | 'updated_at'> & {
  created_at: number;
  updated_at: number;
};

export function toPayout(row: PayoutJson): Payout {
  return withFields(row, {
    engineer_code: row.engineer_id === null ? null : displayCode('engineer', row.engineer_id),
    working_hours: Number(row.working_hours),
    overtime_hours: Number(row.overtime_hours),
    created_at: isoFromEpoch(row.created_at),
    updated_at: isoFromEpoch(row.updated_at),
  });
}

/** The CSV export's columns (PAYOUT_CSV_COLUMNS' keys) as SQL over `payouts p`. */
export const PAYOUT_CSV_SELECT = `p.engineer_name,
  case when p.engineer_id is null then null
    else 'AIM-E-' || lpad(p.engineer_id::text, greatest(3, length(p.engineer_id::text)), '0')
  end as engineer_code,
  to_char(p.month, 'YYYY-MM') as month, p.currency, p.working_hours::text as working_hours,
  p.overtime_hours::text as overtime_hours, p.rate::text as rate, p.base::text as base,
  p.overtime::text as overtime, p.bonus::text as bonus, p.deductions::text as deductions,
  p.total::text as total, p.status, to_char(p.paid_date, 'YYYY-MM-DD') as paid_date`;
