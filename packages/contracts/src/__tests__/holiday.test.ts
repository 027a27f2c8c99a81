import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  HOLIDAY_COUNTRIES,
  HOLIDAY_COUNTRY_CODES,
  HOLIDAY_COUNTRY_FILTERS,
  HOLIDAY_MESSAGES,
  HOLIDAY_STAT_TILES,
  HOLIDAY_STATUS_FILTER_LABELS,
  HOLIDAY_TABLE_COLUMNS,
  holidayBodySchema,
  holidayCountryOf,
  holidayFormDefaults,
  holidayListQuerySchema,
  holidayStatusOn,
  holidaySyncBodySchema,
  holidaySyncMessage,
  holidaySyncYears,
  realtimeEventSchema,
  REALTIME_EVENTS,
} from '../index';

describe('holiday status, derived from the business today', () => {
  const today = '2026-11-23';
  it('is active on the day itself and after', () => {
    assert.equal(holidayStatusOn('2026-11-23', today), 'active');
    assert.equal(holidayStatusOn('2027-01-01', today), 'active');
  });
  it('is expired from the day before back', () => {
    assert.equal(holidayStatusOn('2026-11-22', today), 'expired');
    assert.equal(holidayStatusOn('2025-12-25', today), 'expired');
  });
  it('syncs this year and next', () => {
    assert.deepEqual(holidaySyncYears(today), [2026, 2027]);
    assert.deepEqual(holidaySyncYears('2027-01-01'), [2027, 2028]);
  });
});

describe('holiday countries', () => {
  it('are the spec’s 11, after All Countries, each with its ISO code', () => {
    assert.equal(HOLIDAY_COUNTRIES.length, 11);
    assert.equal(HOLIDAY_COUNTRY_FILTERS[0], 'All Countries');
    assert.equal(HOLIDAY_COUNTRY_CODES['United Kingdom'], 'GB');
    assert.equal(HOLIDAY_COUNTRY_CODES.UAE, 'AE');
    const codes = Object.values(HOLIDAY_COUNTRY_CODES);
    assert.equal(new Set(codes).size, 11);
    for (const code of codes) assert.match(code, /^[A-Z]{2}$/);
  });
  it('are found from a free-text country by name, code or alias', () => {
    assert.equal(holidayCountryOf('united kingdom'), 'United Kingdom');
    assert.equal(holidayCountryOf(' UK '), 'United Kingdom');
    assert.equal(holidayCountryOf('GB'), 'United Kingdom');
    assert.equal(holidayCountryOf('United Arab Emirates'), 'UAE');
    assert.equal(holidayCountryOf('Spain'), null);
    assert.equal(holidayCountryOf(''), null);
    assert.equal(holidayCountryOf(null), null);
  });
});

describe('holiday body and list query', () => {
  it('parses the form, naming each bad field', () => {
    assert.deepEqual(
      holidayBodySchema.parse({
        title: ' Christmas Day ',
        type: 'Public Holiday',
        country: 'United Kingdom',
        date: '2026-12-25',
      }),
      {
        title: 'Christmas Day',
        type: 'Public Holiday',
        country: 'United Kingdom',
        date: '2026-12-25',
      },
    );
    const result = holidayBodySchema.safeParse({
      title: '',
      type: 'Feast',
      country: 'All Countries',
      date: '25/12/2026',
    });
    assert.equal(result.success, false);
    assert.deepEqual(
      Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message])),
      {
        title: 'Title is required',
        type: 'Holiday Type must be one of: Public Holiday, Bank Holiday, National Holiday, Festival',
        country: `Country must be one of: ${HOLIDAY_COUNTRIES.join(', ')}`,
        date: 'Date must be a date (YYYY-MM-DD)',
      },
    );
  });

  it('lists 10 a page in date order, every country and status by default', () => {
    assert.deepEqual(holidayListQuerySchema.parse({}), {
      page: 1,
      limit: 10,
      search: '',
      country: 'All Countries',
      status: 'all',
      sort: 'date',
      order: 'asc',
    });
    assert.equal(holidayListQuerySchema.safeParse({ country: 'Spain' }).success, false);
    assert.equal(holidayListQuerySchema.safeParse({ from: '2026-13-01' }).success, false);
    assert.equal(holidayListQuerySchema.parse({ status: 'expired' }).status, 'expired');
  });

  it('syncs all countries when none is named', () => {
    assert.deepEqual(holidaySyncBodySchema.parse(undefined), { country: 'All Countries' });
    assert.deepEqual(holidaySyncBodySchema.parse(null), { country: 'All Countries' });
    assert.deepEqual(holidaySyncBodySchema.parse({}), { country: 'All Countries' });
    assert.deepEqual(holidaySyncBodySchema.parse({ country: 'Japan' }), { country: 'Japan' });
    assert.equal(holidaySyncBodySchema.safeParse({ country: 'Spain' }).success, false);
  });

  it('starts a new form today, in the filter’s country', () => {
    assert.deepEqual(holidayFormDefaults('2026-11-23', 'Japan'), {
      title: '',
      type: 'Public Holiday',
      country: 'Japan',
      date: '2026-11-23',
    });
    assert.equal(holidayFormDefaults('2026-11-23', 'All Countries').country, 'United States');
  });
});

describe('holiday texts', () => {
  it('keeps the spec’s words', () => {
    assert.equal(HOLIDAY_MESSAGES.noHolidays, 'No holidays found matching your criteria.');
    assert.equal(HOLIDAY_MESSAGES.deleteConfirm, 'Are you sure you want to delete this holiday?');
    assert.equal(HOLIDAY_MESSAGES.syncHoliday, 'Sync Holiday');
    assert.equal(HOLIDAY_MESSAGES.addHoliday, 'Add Holiday');
    assert.deepEqual(Object.values(HOLIDAY_STATUS_FILTER_LABELS), ['All', 'Active', 'Expired']);
    assert.deepEqual(
      HOLIDAY_STAT_TILES.map((t) => t.label),
      ['Total Holidays', 'Active Holidays', 'Countries'],
    );
    assert.deepEqual(
      [...HOLIDAY_TABLE_COLUMNS],
      ['Title', 'Holiday Type', 'Country', 'Date', 'Status', 'Actions'],
    );
  });
  it('says how many a sync added', () => {
    assert.equal(
      holidaySyncMessage({ added: 1, skipped: 0, country: 'Japan' }),
      '1 holiday added for Japan',
    );
    assert.equal(
      holidaySyncMessage({ added: 0, skipped: 40, country: 'All Countries' }),
      '0 holidays added for all countries (40 already there)',
    );
  });
  it('has a payload schema for each holiday event', () => {
    const created = realtimeEventSchema(REALTIME_EVENTS.holidayCreated)!;
    assert.ok(
      created.safeParse({ id: 1, title: 'X', country: 'Japan', date: '2026-01-01' }).success,
    );
    assert.equal(
      created.safeParse({ id: 1, title: 'X', country: 'Mars', date: '2026-01-01' }).success,
      false,
    );
    const synced = realtimeEventSchema(REALTIME_EVENTS.holidaySynced)!;
    assert.ok(synced.safeParse({ country: 'All Countries', added: 3 }).success);
  });
});
