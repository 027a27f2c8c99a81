import { HOLIDAY_COUNTRIES, holidayCountryOf, type HolidayCountry } from '@trellis/contracts';
import { createHolidaySyncsRepository } from '../repositories/holiday-syncs-repository';
import type { JobDefinition } from './job';

/**
 * Next year's holidays for every country in use (one holidays are kept for, or a ticket is in),
 * imported once a year per country; on an empty table, all countries. It checks daily, so a new
 * install or a new year is picked up the next night. The import is the Holiday screen's sync
 * (this year and next, skipping what is there), recorded as `holidays.synced` by the system.
 */
export const holidaySyncJob: JobDefinition = {
  name: 'holiday-sync',
  cron: '30 3 * * *',
  async run(app, context) {
    const syncs = createHolidaySyncsRepository(app.db);
    const nextYear = Number(context.today.slice(0, 4)) + 1;
    const empty = !(await syncs.hasHolidays());
    const inUse = new Set<HolidayCountry>(
      empty
        ? HOLIDAY_COUNTRIES
        : (await syncs.countriesNamed()).flatMap((name) => holidayCountryOf(name) ?? []),
    );
    const synced = empty ? new Set<string>() : await syncs.syncedFor(nextYear);
    let countries = 0;
    let added = 0;
    for (const country of HOLIDAY_COUNTRIES) {
      if (!inUse.has(country) || synced.has(country)) continue;
      context.signal.throwIfAborted();
      const result = await app.holidaysService.sync(country, {
        audit: context.audit,
        requestId: context.audit.requestId ?? undefined,
        today: context.today,
      });
      await syncs.markSynced(country, nextYear, context.now());
      countries += 1;
      added += result.added;
    }
    return { countries, added };
  },
};
