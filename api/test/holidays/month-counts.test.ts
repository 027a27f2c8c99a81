// The Holidays cards read holiday_year_counts, holiday_month_counts and this month's days when
// no status or date filter is set: they must hold, after every kind of change, exactly the
// holidays per country and year and per country and month, and the cards must split this month
// at today.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useAdminSession } from '../helpers/admin-app';
import { addDays, createHoliday, listHolidays, sendHoliday, todayOf } from './holiday-factory';

describe('holiday_month_counts and holiday_year_counts', () => {
  const fixture = useAdminSession();

  /** The kept months and years against the holidays themselves. */
  async function assertMonthsMatch(when: string) {
    const kept = [
      { table: 'holiday_month_counts', column: 'month', format: 'YYYY-MM' },
      { table: 'holiday_year_counts', column: 'year', format: 'YYYY' },
    ];
    for (const { table, column, format } of kept) {
      const byCounter = await fixture.t.db.raw<{
        rows: { country: string; at: string; n: number }[];
      }>(
        `select country, to_char(${column}, '${format}') as at, holidays::int as n
         from ${table} where holidays <> 0 order by 1, 2`,
      );
      const byRows = await fixture.t.db.raw<{ rows: { country: string; at: string; n: number }[] }>(
        `select country, to_char(date, '${format}') as at, count(*)::int as n
         from holidays group by 1, 2 order by 1, 2`,
      );
      assert.deepEqual(byCounter.rows, byRows.rows, `${when}: ${table}`);
    }
  }

  it('follows creates, a date moved to another month, deletes and a wiped table', async () => {
    const today = todayOf(fixture.t);
    const moved = await createHoliday(fixture, { title: 'Moved Day', date: today });
    await createHoliday(fixture, { title: 'Next Month Day', date: addDays(today, 35) });
    await createHoliday(fixture, { title: 'Next Year Day', date: addDays(today, 400) });
    await createHoliday(fixture, {
      title: 'Japan Day',
      country: 'Japan',
      date: addDays(today, -3),
    });
    await assertMonthsMatch('after creates');

    const edited = await sendHoliday(
      fixture,
      { title: 'Moved Day', type: 'Public Holiday', country: 'India', date: addDays(today, 70) },
      moved.id,
    );
    assert.equal(edited.statusCode, 200, edited.body);
    await assertMonthsMatch('after moving one to another country and month');

    await fixture.t.db('holidays').where({ title: 'Japan Day' }).delete();
    await assertMonthsMatch('after a delete in SQL');

    await fixture.t.db.raw('truncate holiday_day_counts');
    const [wiped] = await fixture.t.db('holiday_month_counts').count<{ n: string }[]>({ n: '*' });
    assert.equal(Number(wiped!.n), 0, 'wiping the day counts wipes the months');
    const [wipedYears] = await fixture.t
      .db('holiday_year_counts')
      .count<{ n: string }[]>({ n: '*' });
    assert.equal(Number(wipedYears!.n), 0, 'and the years');
    await fixture.t.db.raw(`insert into holiday_day_counts (country, date, holidays)
      select country, date, count(*) from holidays group by 1, 2`);
    await assertMonthsMatch('after the day counts were rebuilt');
  });

  it('gives the unfiltered cards the same figures as counting the holidays', async () => {
    await fixture.t.db('holidays').delete();
    const today = todayOf(fixture.t);
    const dates = [-400, -31, -1, 0, 1, 20, 45, 300].map((d) => addDays(today, d));
    for (const [i, date] of dates.entries())
      await createHoliday(fixture, {
        title: `Card Day ${i}`,
        country: i % 2 ? 'Japan' : 'United Kingdom',
        date,
      });
    const page = await listHolidays(fixture, {});
    const active = dates.filter((d) => d >= today).length;
    assert.deepEqual(page.stats, { total: dates.length, active, countries: 2 });
    const uk = await listHolidays(fixture, { country: 'United Kingdom' });
    const ukDates = dates.filter((_, i) => i % 2 === 0);
    assert.deepEqual(uk.stats, {
      total: ukDates.length,
      active: ukDates.filter((d) => d >= today).length,
      countries: 1,
    });
  });
});
