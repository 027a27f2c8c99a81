import { HOLIDAY_COUNTRY_CODES, type Holiday } from '@trellis/contracts';
import { epochMs } from './lead-rows';
import { withFields } from '../lib/with-fields';
import { isoFromEpoch } from '../lib/iso-time';

// A holiday as SQL answers it (one JSON object per holiday, from `holidays h`) and its mapping to
// the contract's shape. The status is derived in SQL from `current_date`, which every pool
// connection reads in APP_TIME_ZONE: the list's filter and the rows agree.

/** Active from the business today on, expired before. */
export const HOLIDAY_STATUS_SQL = `case when h.date >= current_date then 'active' else 'expired' end`;

/** One holiday as a JSON object. Named columns only: the statements using it are prepared. */
export const HOLIDAY_JSON = `json_build_object('id', h.id, 'title', h.title, 'type', h.type,
  'country', h.country, 'date', h.date, 'status', ${HOLIDAY_STATUS_SQL},
  'created_at', ${epochMs('h.created_at')}, 'updated_at', ${epochMs('h.updated_at')})`;

export type HolidayJson = Omit<Holiday, 'country_code' | 'created_at' | 'updated_at'> & {
  created_at: number;
  updated_at: number;
};

export function toHoliday(row: HolidayJson): Holiday {
  return withFields(row, {
    country_code: HOLIDAY_COUNTRY_CODES[row.country],
    created_at: isoFromEpoch(row.created_at),
    updated_at: isoFromEpoch(row.updated_at),
  });
}
