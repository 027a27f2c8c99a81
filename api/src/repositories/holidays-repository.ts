import type { Knex } from 'knex';
import type {
  Holiday,
  HolidayBody,
  HolidayListParams,
  HolidayListResponse,
} from '@trellis/contracts';
import { HOLIDAY_JSON, toHoliday, type HolidayJson } from './holiday-rows';
import { listHolidays } from './holidays-list';
import { prepared } from './prepared';
import { rowsOfIds } from './rows-of-ids';
import { isId } from '../lib/row-id';

const FIND = `select ${HOLIDAY_JSON} as holiday from holidays h where h.id = ?`;

/** A write of a holiday that is already there (same country, date and title in any case). */
export class DuplicateHolidayError extends Error {
  constructor() {
    super('duplicate holiday');
  }
}

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const e = error as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'holidays_country_date_title_unique')
      throw new DuplicateHolidayError();
    throw error;
  }
}

export type HolidayState = Pick<Holiday, 'id' | 'title' | 'country' | 'date'>;

export function createHolidaysRepository(db: Knex) {
  return {
    /** The page, `total` and the cards in one statement (see holidays-list.ts). */
    async list(query: HolidayListParams): Promise<HolidayListResponse> {
      return listHolidays(db, query);
    },

    /** The list's rows of `ids` that exist, in id order (a selection's CSV). */
    async listItems(ids: readonly number[]): Promise<Holiday[]> {
      const source = { select: `${HOLIDAY_JSON} as item`, from: 'holidays h', alias: 'h' };
      const rows = await rowsOfIds<{ item: HolidayJson }>(db, source, ids);
      return rows.map((row) => toHoliday(row.item));
    },

    async findById(id: number, trx: Knex = db): Promise<Holiday | undefined> {
      if (!isId(id)) return undefined;
      const { rows } = await prepared<{ rows: { holiday: HolidayJson }[] }>(trx, FIND, [id]);
      return rows[0] ? toHoliday(rows[0].holiday) : undefined;
    },

    /** Locks the row for the rest of the transaction, so a concurrent write waits. */
    async lock(id: number, trx: Knex): Promise<HolidayState | undefined> {
      if (!isId(id)) return undefined;
      return trx('holidays')
        .where({ id })
        .forUpdate()
        .first<HolidayState | undefined>('id', 'title', 'country', 'date');
    },

    /** Answers the new id; DuplicateHolidayError when the holiday is already there. */
    async create(values: HolidayBody, trx: Knex = db): Promise<number> {
      const [row] = await writing(() => trx('holidays').insert(values).returning('id'));
      return (row as { id: number }).id;
    },

    /** DuplicateHolidayError when the new values are another holiday's. */
    async update(id: number, values: HolidayBody, trx: Knex = db): Promise<void> {
      await writing(() =>
        trx('holidays')
          .where({ id })
          .update({ ...values, updated_at: trx.fn.now() }),
      );
    },

    async remove(id: number, trx: Knex = db): Promise<void> {
      await trx('holidays').where({ id }).delete();
    },

    /**
     * Inserts the holidays not already there (same country, date and title in any case) in one
     * statement; answers how many were inserted. Concurrent syncs cannot duplicate a row.
     */
    async insertMissing(rows: HolidayBody[], trx: Knex = db): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await trx('holidays').insert(rows).onConflict().ignore().returning('id');
      return inserted.length;
    },
  };
}

export type HolidaysRepository = ReturnType<typeof createHolidaysRepository>;
