import type { Knex } from 'knex';
import type {
  Holiday,
  HolidayBody,
  HolidayListParams,
  HolidayListResponse,
} from '@trellis/contracts';
import { HOLIDAY_JSON, toHoliday } from './holiday-rows';
import { listHolidays } from './holidays-list';
import { findItem, itemsOfIds } from './json-items';
import { refusedAsTaken } from './unique-violation';
import { lockRow } from './locked-row';

const FIND = `select ${HOLIDAY_JSON} as item from holidays h where h.id = ?`;

/** A write of a holiday that is already there (same country, date and title in any case). */
export class DuplicateHolidayError extends Error {
  constructor() {
    super('duplicate holiday');
  }
}

const writing = <T>(write: () => Promise<T>) =>
  refusedAsTaken('holidays_country_date_title_unique', () => new DuplicateHolidayError(), write);

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
      return itemsOfIds(db, source, ids, toHoliday);
    },

    async findById(id: number, trx: Knex = db): Promise<Holiday | undefined> {
      return findItem(trx, FIND, id, toHoliday);
    },

    /** Locks the row for the rest of the transaction, so a concurrent write waits. */
    async lock(id: number, trx: Knex): Promise<HolidayState | undefined> {
      return lockRow(trx, 'holidays', id, ['id', 'title', 'country', 'date']);
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
