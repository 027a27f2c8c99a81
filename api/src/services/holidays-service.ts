import type { Knex } from 'knex';
import {
  ALL_COUNTRIES,
  HOLIDAY_COUNTRIES,
  HOLIDAY_MESSAGES,
  REALTIME_EVENTS,
  holidaySyncYears,
  type Holiday,
  type HolidayBody,
  type HolidayCountryFilter,
  type HolidayEvent,
  type HolidaySyncResult,
} from '@trellis/contracts';
import { fieldError, notFound, orNotFound } from '../lib/app-error';
import { holidaysOf } from '../lib/holiday-source';
import {
  DuplicateHolidayError,
  type HolidaysRepository,
} from '../repositories/holidays-repository';
import {
  holidayChanges,
  holidayLabel,
  holidaySyncChanges,
  holidaySyncLabel,
} from './holiday-audit';
import { auditRecorder, changeRecorder } from './audit-recorder';
import type {
  RecordEventName,
  RecordServiceDependencies,
  RequestWriteContext,
} from './record-service';

/** The HTTP request a write came from, and the business today (for the sync's years). */
export interface HolidayWriteContext extends RequestWriteContext {
  /** The business today, `businessToday(APP_TIME_ZONE)`. */
  today: string;
}

export interface HolidaysServiceDependencies extends RecordServiceDependencies {
  holidaysRepository: HolidaysRepository;
}

type HolidayEventName = RecordEventName<'holiday'>;

const duplicate = () => fieldError('CONFLICT', 'title', HOLIDAY_MESSAGES.duplicate);

/** Every holiday write and the sync, then the realtime announcement once committed. */
export function createHolidaysService({
  db,
  holidaysRepository,
  realtime,
  auditRepository,
}: HolidaysServiceDependencies) {
  const record = changeRecorder(
    auditRecorder<Holiday>(auditRepository, 'holiday', holidayLabel),
    holidayChanges,
  );

  async function announce(
    event: HolidayEventName,
    holiday: HolidayEvent,
    context: Pick<HolidayWriteContext, 'requestId'>,
  ) {
    const { id, title, country, date } = holiday;
    // Swallows its own failures: the write has committed and must not turn into an error.
    await realtime.publish(event, { id, title, country, date }, { requestId: context.requestId });
  }

  /** Runs a write; the same holiday twice is a 409 naming the title. */
  async function transaction<T>(work: (trx: Knex) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      throw error instanceof DuplicateHolidayError ? duplicate() : error;
    }
  }

  const written = async (id: number, trx: Knex): Promise<Holiday> =>
    orNotFound(await holidaysRepository.findById(id, trx), 'Holiday');

  return {
    async create(body: HolidayBody, context: HolidayWriteContext): Promise<Holiday> {
      const holiday = await transaction(async (trx) => {
        const created = await written(await holidaysRepository.create(body, trx), trx);
        await record('holiday.created', null, created, context.audit, trx);
        return created;
      });
      await announce(REALTIME_EVENTS.holidayCreated, holiday, context);
      return holiday;
    },

    async update(id: number, body: HolidayBody, context: HolidayWriteContext): Promise<Holiday> {
      const holiday = await transaction(async (trx) => {
        if (!(await holidaysRepository.lock(id, trx))) throw notFound('Holiday');
        const before = await written(id, trx);
        await holidaysRepository.update(id, body, trx);
        const after = await written(id, trx);
        await record('holiday.updated', before, after, context.audit, trx);
        return after;
      });
      await announce(REALTIME_EVENTS.holidayUpdated, holiday, context);
      return holiday;
    },

    async remove(
      id: number,
      context: Pick<HolidayWriteContext, 'requestId' | 'audit'>,
    ): Promise<void> {
      const holiday = await transaction(async (trx) => {
        const found = await holidaysRepository.lock(id, trx);
        if (!found) throw notFound('Holiday');
        await record('holiday.deleted', await written(id, trx), null, context.audit, trx);
        await holidaysRepository.remove(id, trx);
        return found;
      });
      await announce(REALTIME_EVENTS.holidayDeleted, holiday, context);
    },

    /**
     * Imports the public holidays of `country` (or of all 11) for this year and next from the
     * date-holidays data set, in one statement that skips those already there: a second sync
     * adds nothing, and concurrent syncs cannot duplicate a row. Recorded as one event, with
     * the count it added (none, for a second sync).
     */
    async sync(
      country: HolidayCountryFilter,
      context: HolidayWriteContext,
    ): Promise<HolidaySyncResult> {
      const countries = country === ALL_COUNTRIES ? HOLIDAY_COUNTRIES : [country];
      const years = holidaySyncYears(context.today);
      const rows = countries.flatMap((c) => years.flatMap((year) => holidaysOf(c, year)));
      const added = await db.transaction(async (trx) => {
        const inserted = await holidaysRepository.insertMissing(rows, trx);
        await auditRepository.record(
          {
            ...context.audit,
            action: 'holidays.synced',
            entity: 'holiday',
            entityId: null,
            entityLabel: holidaySyncLabel(country, years),
            changes: holidaySyncChanges(country, years, inserted),
          },
          trx,
        );
        return inserted;
      });
      if (added > 0)
        await realtime.publish(
          REALTIME_EVENTS.holidaySynced,
          { country, added },
          { requestId: context.requestId },
        );
      return { country, years, added, skipped: rows.length - added, total: rows.length };
    },
  };
}

export type HolidaysService = ReturnType<typeof createHolidaysService>;
