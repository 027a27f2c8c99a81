import { z } from 'zod';
import { eventSchemasOf } from '../common/area-event-schemas';
import { holidayArea } from './area';
import { listDefaultsOf, sortedListQuerySchema, listResponseSchema } from '../common';
import { enumField, requiredText } from '../common/form-fields';
import { importedByFilter } from '../common/imported-by';
import { isoDateSchema, queryDate, requiredDate } from '../common/iso-date';
import {
  ALL_COUNTRIES,
  HOLIDAY_COUNTRIES,
  HOLIDAY_COUNTRY_FILTERS,
  type HolidayCountry,
  type HolidayCountryFilter,
} from './countries';
import {
  HOLIDAY_FIELD_LABELS as L,
  HOLIDAY_FORM_DEFAULTS,
  HOLIDAY_STATUSES,
  HOLIDAY_STATUS_FILTERS,
  HOLIDAY_TYPES,
  HOLIDAYS_PAGE_SIZE,
} from './texts';

// The holiday's body, response, list query, sync and events (issue 12).

export const holidayTypeSchema = z.enum(HOLIDAY_TYPES);
export const holidayCountrySchema = z.enum(HOLIDAY_COUNTRIES);
export const holidayStatusSchema = z.enum(HOLIDAY_STATUSES);

/** POST /api/holidays and PUT /api/holidays/:id (JSON), and the form's resolver. */
export const holidayBodySchema = z.object({
  title: requiredText(L.title, 200),
  type: enumField(HOLIDAY_TYPES, L.type),
  country: enumField(HOLIDAY_COUNTRIES, L.country),
  date: requiredDate(L.date),
});
export type HolidayBodyInput = z.input<typeof holidayBodySchema>;
export type HolidayBody = z.output<typeof holidayBodySchema>;

/** A holiday as the API answers it. */
export const holidaySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: holidayTypeSchema,
  country: holidayCountrySchema,
  /** The country's ISO 3166-1 alpha-2 code (HOLIDAY_COUNTRY_CODES). */
  country_code: z.string(),
  date: isoDateSchema,
  /** Derived from the business today: active from today on, expired before. */
  status: holidayStatusSchema,
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** The sortable columns, and creation. */
export const HOLIDAY_SORT_FIELDS = ['title', 'type', 'country', 'date', 'created_at'] as const;
export type HolidaySortField = (typeof HOLIDAY_SORT_FIELDS)[number];

/**
 * GET /api/holidays' query, and the screen's address. `search` matches the title or the type
 * (contains, case-insensitive); `country` and `status` filter (All Countries, all: none);
 * `from`/`to` keep the dates in a range, both included (the tickets calendar's month);
 * `import_id` keeps the holidays that import created or updated.
 */
export const holidayListQuerySchema = sortedListQuerySchema(HOLIDAY_SORT_FIELDS, {
  limit: HOLIDAYS_PAGE_SIZE,
  sort: 'date',
  order: 'asc',
}).extend({
  country: z.enum(HOLIDAY_COUNTRY_FILTERS).optional().default(ALL_COUNTRIES),
  status: z.enum(HOLIDAY_STATUS_FILTERS).optional().default('all'),
  from: queryDate('from'),
  to: queryDate('to'),
  import_id: importedByFilter,
});

/** With no sort chosen the holidays run in date order, like a calendar. */
export const HOLIDAY_LIST_DEFAULTS = listDefaultsOf(holidayListQuerySchema);
export type HolidayListQuery = z.input<typeof holidayListQuerySchema>;
export type HolidayListParams = z.output<typeof holidayListQuerySchema>;

/** The stat cards over every holiday matching the search and filters, not just the page. */
export const holidayStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  /** How many distinct countries the matches are in. */
  countries: z.number().int(),
});
export type HolidayStats = z.infer<typeof holidayStatsSchema>;

export const holidayListResponseSchema = listResponseSchema(holidaySchema).extend({
  stats: holidayStatsSchema,
});
export type HolidayListResponse = z.infer<typeof holidayListResponseSchema>;

/**
 * POST /api/holidays/sync: one country, or All Countries (the default) for all 11. No body at
 * all is All Countries too.
 */
export const holidaySyncBodySchema = z
  .object({
    country: enumField(HOLIDAY_COUNTRY_FILTERS, L.country).optional().default(ALL_COUNTRIES),
  })
  .nullish()
  .transform((body) => body ?? { country: ALL_COUNTRIES as HolidayCountryFilter });
export type HolidaySyncBodyInput = z.input<typeof holidaySyncBodySchema>;
export type HolidaySyncBody = z.output<typeof holidaySyncBodySchema>;

/** What a sync did: `added` new holidays, `skipped` already there; `total` = both. */
export const holidaySyncResultSchema = z.object({
  country: z.enum(HOLIDAY_COUNTRY_FILTERS),
  years: z.array(z.number().int()),
  added: z.number().int(),
  skipped: z.number().int(),
  total: z.number().int(),
});
export type HolidaySyncResult = z.infer<typeof holidaySyncResultSchema>;

/** Payload of holiday:created, holiday:updated and holiday:deleted. */
export const holidayEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  country: holidayCountrySchema,
  date: isoDateSchema,
});
export type HolidayEvent = z.infer<typeof holidayEventSchema>;

/** Payload of holiday:synced: one event per sync, whatever it added. */
export const holidaySyncedEventSchema = z.object({
  country: z.enum(HOLIDAY_COUNTRY_FILTERS),
  added: z.number().int(),
});
export type HolidaySyncedEvent = z.infer<typeof holidaySyncedEventSchema>;

/** A new holiday form: today, the filter's country if one is chosen. */
export function holidayFormDefaults(
  today: string,
  country?: HolidayCountryFilter | null,
): HolidayBodyInput {
  const chosen: HolidayCountry =
    country && country !== ALL_COUNTRIES ? country : HOLIDAY_FORM_DEFAULTS.country;
  return { title: '', type: HOLIDAY_FORM_DEFAULTS.type, country: chosen, date: today };
}

/** The edit form's values from a saved holiday. */
export function holidayToFormValues(holiday: Holiday): HolidayBodyInput {
  const { title, type, country, date } = holiday;
  return { title, type, country, date };
}

/** The payload of each of the area's events, by name. */
export const holidayEventSchemas = eventSchemasOf(holidayArea, {
  holidayCreated: holidayEventSchema,
  holidayUpdated: holidayEventSchema,
  holidayDeleted: holidayEventSchema,
  holidaySynced: holidaySyncedEventSchema,
});
