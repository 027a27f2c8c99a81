import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { businessToday, holidayListResponseSchema } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import {
  addDays,
  createHoliday,
  listHolidays,
  todayOf,
  type HolidayFixture,
} from './holiday-factory';

describe('GET /api/holidays', () => {
  let t: TestApp;
  let fixture: HolidayFixture;
  let today: string;
  before(async () => {
    t = await createTestApp();
    fixture = { t, cookie: (await asAdmin(t.app)).cookie };
    today = todayOf(t);
    const rows = [
      {
        title: 'Old Bank Day',
        type: 'Bank Holiday',
        country: 'United Kingdom',
        date: addDays(today, -40),
      },
      { title: 'Yesterday Fest', type: 'Festival', country: 'India', date: addDays(today, -1) },
      { title: 'Today Day', type: 'Public Holiday', country: 'United Kingdom', date: today },
      {
        title: 'Tomorrow National',
        type: 'National Holiday',
        country: 'Japan',
        date: addDays(today, 1),
      },
      {
        title: 'Spring Bank Day',
        type: 'Bank Holiday',
        country: 'Japan',
        date: addDays(today, 60),
      },
      {
        title: 'Lantern Festival',
        type: 'Festival',
        country: 'Singapore',
        date: addDays(today, 90),
      },
    ];
    for (const row of rows) await createHoliday(fixture, row);
    // 10 more in Germany, to page through.
    for (let i = 0; i < 10; i += 1)
      await createHoliday(fixture, {
        title: `Paging Day ${String(i).padStart(2, '0')}`,
        country: 'Germany',
        date: addDays(today, 200 + i),
      });
  });
  after(async () => t.close());

  const titles = async (query: Record<string, string | number>) =>
    (await listHolidays(fixture, { limit: 1000, ...query })).items.map((h) => h.title);

  it('lists 10 a page in date order, with the stats of every holiday', async () => {
    const page = holidayListResponseSchema.parse(await listHolidays(fixture));
    assert.equal(page.limit, 10);
    assert.equal(page.total, 16);
    assert.deepEqual(
      page.items.slice(0, 4).map((h) => h.title),
      ['Old Bank Day', 'Yesterday Fest', 'Today Day', 'Tomorrow National'],
    );
    assert.equal(page.items.length, 10);
    assert.deepEqual(page.stats, { total: 16, active: 14, countries: 5 });
    const second = await listHolidays(fixture, { page: 2 });
    assert.equal(second.items.length, 6);
    assert.equal(second.items.at(-1)!.title, 'Paging Day 09');
  });

  it('derives the status from the business today: active from today on, expired before', async () => {
    const all = await listHolidays(fixture, { limit: 1000 });
    const status = Object.fromEntries(all.items.map((h) => [h.title, h.status]));
    assert.equal(status['Old Bank Day'], 'expired');
    assert.equal(status['Yesterday Fest'], 'expired');
    assert.equal(status['Today Day'], 'active');
    assert.equal(status['Tomorrow National'], 'active');
    assert.deepEqual(await titles({ status: 'expired' }), ['Old Bank Day', 'Yesterday Fest']);
    assert.equal((await titles({ status: 'active' }))[0], 'Today Day');
    const active = await listHolidays(fixture, { status: 'active' });
    assert.deepEqual(active.stats, { total: 14, active: 14, countries: 4 });
  });

  it('filters by country, and the stats follow the matches', async () => {
    assert.deepEqual(await titles({ country: 'Japan' }), ['Tomorrow National', 'Spring Bank Day']);
    const uk = await listHolidays(fixture, { country: 'United Kingdom' });
    assert.deepEqual(uk.stats, { total: 2, active: 1, countries: 1 });
    assert.deepEqual(await titles({ country: 'All Countries', status: 'expired' }), [
      'Old Bank Day',
      'Yesterday Fest',
    ]);
    const none = await listHolidays(fixture, { country: 'France' });
    assert.deepEqual(
      [none.items, none.total, none.stats],
      [[], 0, { total: 0, active: 0, countries: 0 }],
    );
  });

  it('searches the title or the type', async () => {
    assert.deepEqual(await titles({ search: 'bank' }), ['Old Bank Day', 'Spring Bank Day']);
    assert.deepEqual(await titles({ search: 'national holiday' }), ['Tomorrow National']);
    assert.deepEqual(await titles({ search: 'festival' }), ['Yesterday Fest', 'Lantern Festival']);
    assert.deepEqual(await titles({ search: 'LANTERN' }), ['Lantern Festival']);
    assert.deepEqual(await titles({ search: 'paging day 0', country: 'Germany', limit: 3 }), [
      'Paging Day 00',
      'Paging Day 01',
      'Paging Day 02',
    ]);
    // 'day' is in every type but Festival ("Public Holiday"), and in "Yesterday Fest".
    const searched = await listHolidays(fixture, { search: 'day', status: 'active' });
    assert.deepEqual(searched.stats, { total: 13, active: 13, countries: 3 });
    assert.deepEqual(await titles({ search: '%' }), []);
  });

  it('keeps a date range (both ends included), for a calendar month', async () => {
    assert.deepEqual(await titles({ from: addDays(today, -1), to: addDays(today, 1) }), [
      'Yesterday Fest',
      'Today Day',
      'Tomorrow National',
    ]);
    const range = await listHolidays(fixture, {
      from: today,
      to: addDays(today, 1),
      country: 'Japan',
    });
    assert.deepEqual(range.stats, { total: 1, active: 1, countries: 1 });
  });

  it('sorts by title, type, country and date, both ways', async () => {
    assert.equal((await titles({ sort: 'title', order: 'asc' }))[0], 'Lantern Festival');
    assert.equal((await titles({ sort: 'title', order: 'desc' }))[0], 'Yesterday Fest');
    assert.equal((await titles({ sort: 'country', order: 'asc' }))[0], 'Paging Day 00');
    assert.equal((await titles({ sort: 'country', order: 'desc' }))[0], 'Today Day');
    assert.equal((await titles({ sort: 'date', order: 'desc' }))[0], 'Paging Day 09');
    assert.deepEqual(await titles({ sort: 'type', order: 'asc', limit: 2 }), [
      'Old Bank Day',
      'Spring Bank Day',
    ]);
  });

  it('refuses a country, status, date or sort outside the contract with a 400 naming it', async () => {
    for (const [query, path] of [
      ['country=Spain', 'country'],
      ['status=upcoming', 'status'],
      ['from=2026-02-30', 'from'],
      ['sort=colour', 'sort'],
      ['limit=0', 'limit'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/holidays?${query}`,
        headers: { cookie: fixture.cookie },
      });
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().details[0].path, path, query);
    }
  });
});

// UTC+14 and UTC-11: 25 hours apart, so at any moment they are on different calendar days.
const AHEAD = 'Pacific/Kiritimati';
const BEHIND = 'Pacific/Pago_Pago';

describe('holiday status at a fixed date, in the business time zone', () => {
  const apps: Record<string, TestApp> = {};
  before(async () => {
    apps[AHEAD] = await createTestApp({ APP_TIME_ZONE: AHEAD });
    apps[BEHIND] = await createTestApp({ APP_TIME_ZONE: BEHIND });
  });
  after(async () => Promise.all(Object.values(apps).map((t) => t.close())));

  it('shows a holiday on Pago Pago’s today as expired in Kiritimati and active in Pago Pago', async () => {
    const date = businessToday(BEHIND);
    assert.notEqual(businessToday(AHEAD), date, 'the two zones are on different days');
    const seen: Record<string, unknown> = {};
    for (const zone of [AHEAD, BEHIND]) {
      const t = apps[zone]!;
      const fixture = { t, cookie: (await asAdmin(t.app)).cookie };
      const holiday = await createHoliday(fixture, { title: 'Fixed Day', date });
      const listed = await listHolidays(fixture, {});
      seen[zone] = [holiday.status, listed.items[0]!.status, listed.stats.active];
    }
    assert.deepEqual(seen, {
      [AHEAD]: ['expired', 'expired', 0],
      [BEHIND]: ['active', 'active', 1],
    });
  });
});
