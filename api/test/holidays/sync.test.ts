import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HOLIDAY_COUNTRIES, holidaySyncResultSchema, type Holiday } from '@trellis/contracts';
import { useAdminApp } from '../helpers/admin-app';
import { createHoliday, listHolidays, postSync, syncHolidays, todayOf } from './holiday-factory';

describe('POST /api/holidays/sync', () => {
  const desk = useAdminApp();
  let year: number;
  before(() => {
    year = Number(todayOf(desk.t).slice(0, 4));
  });

  const all = async (query: Record<string, string | number>) =>
    (await listHolidays(desk, { limit: 1000, ...query })).items;

  it('imports the United Kingdom’s holidays of this year and next, Christmas Day included', async () => {
    // A holiday already there by hand (another case of its title) is skipped, not doubled.
    await createHoliday(desk, {
      title: 'boxing day',
      type: 'Bank Holiday',
      country: 'United Kingdom',
      date: `${year}-12-26`,
    });
    const result = holidaySyncResultSchema.parse(await syncHolidays(desk, 'United Kingdom'));
    assert.deepEqual(result.years, [year, year + 1]);
    assert.equal(result.country, 'United Kingdom');
    assert.ok(result.added >= 16, `added ${result.added}`);
    assert.equal(result.skipped, 1);
    assert.equal(result.total, result.added + result.skipped);

    const uk = await all({ country: 'United Kingdom' });
    assert.equal(uk.length, result.total);
    const christmas = uk.find((h) => h.title === 'Christmas Day' && h.date === `${year}-12-25`);
    assert.ok(christmas, 'Christmas Day of this year is listed');
    assert.equal(christmas.type, 'Public Holiday');
    assert.ok(uk.some((h) => h.title === 'Christmas Day' && h.date === `${year + 1}-12-25`));
    assert.equal(uk.filter((h) => h.date === `${year}-12-26`).length, 1);
    assert.ok(
      uk.every((h) => h.date.startsWith(String(year)) || h.date.startsWith(String(year + 1))),
    );
    // The package's types on the app's four.
    const typeOf = (title: string) => uk.find((h: Holiday) => h.title === title)?.type;
    assert.equal(typeOf('Early May bank holiday'), 'Bank Holiday');
    assert.equal(typeOf("Mother's Day"), 'Festival');
    assert.equal(typeOf('Good Friday'), 'Public Holiday');

    const event = await desk.heard.waitFor('holiday:synced');
    assert.deepEqual(event.data, { country: 'United Kingdom', added: result.added });
  });

  it('is idempotent: a second sync adds nothing, and the count stays the same', async () => {
    const before = (await listHolidays(desk, { country: 'United Kingdom' })).total;
    const again = await syncHolidays(desk, 'United Kingdom');
    assert.equal(again.added, 0);
    assert.equal(again.skipped, again.total);
    assert.equal((await listHolidays(desk, { country: 'United Kingdom' })).total, before);
  });

  it('syncs all 11 countries when none is named, twice giving the same count', async () => {
    const first = await syncHolidays(desk);
    assert.equal(first.country, 'All Countries');
    const after = await listHolidays(desk, {});
    assert.equal(after.stats.countries, HOLIDAY_COUNTRIES.length);
    assert.equal(after.total, first.total);
    // Concurrent syncs cannot double a row either.
    const [a, b] = await Promise.all([syncHolidays(desk), syncHolidays(desk, 'Japan')]);
    assert.deepEqual([a.added, b.added], [0, 0]);
    assert.equal((await listHolidays(desk, {})).total, after.total);
    const national = await all({ search: 'national holiday' });
    assert.ok(
      national.some((h) => h.country === 'UAE' && h.title === 'National Day'),
      'UAE National Day is a National Holiday',
    );
    assert.ok(national.some((h) => h.country === 'India' && h.title === 'Independence Day'));
  });

  it('treats an empty body as all countries, and refuses a country outside the 11', async () => {
    const empty = await postSync(desk);
    assert.equal(empty.statusCode, 200, empty.body);
    assert.equal(empty.json().added, 0);
    const spain = await postSync(desk, { country: 'Spain' });
    assert.equal(spain.statusCode, 400);
    assert.equal(spain.json().details[0].path, 'country');
    assert.equal((await postSync(desk, [])).statusCode, 400);
  });
});
