// The asset and holiday stat cards come from aggregates kept by triggers (migration
// 20261123091000): after writes through every path (API, sync, multi-row statements), each
// aggregate must still equal a real count and sum over the tables.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useAdminSession } from '../helpers/admin-app';
import {
  createAsset,
  deleteAsset,
  listAssets,
  sendAsset,
  assetBody,
} from '../assets/asset-factory';
import {
  createHoliday,
  deleteHoliday,
  holidayBody,
  listHolidays,
  sendHoliday,
  syncHolidays,
} from '../holidays/holiday-factory';

describe('the asset and holiday aggregates kept by triggers match the tables', () => {
  const desk = useAdminSession();

  const rows = async <T>(sql: string): Promise<T[]> =>
    ((await desk.t.db.raw(sql)) as { rows: T[] }).rows;

  async function assertAggregates(when: string) {
    assert.deepEqual(
      await rows(`select type, status, currency, assets::int, value::text from asset_totals
        where assets <> 0 or value <> 0 order by type, status, currency`),
      await rows(`select type, status, currency, count(*)::int as assets,
        sum(value)::numeric(20, 2)::text as value from assets
        group by type, status, currency order by type, status, currency`),
      `asset_totals ${when}`,
    );
    assert.deepEqual(
      await rows(`select country, date::text, holidays::int from holiday_day_counts
        where holidays <> 0 order by country, date`),
      await rows(`select country, date::text, count(*)::int as holidays from holidays
        group by country, date order by country, date`),
      `holiday_day_counts ${when}`,
    );
    // What the API answers from them, unfiltered.
    const fixture = desk;
    const [assetTotal] = await rows<{ n: number }>('select count(*)::int as n from assets');
    assert.equal((await listAssets(fixture)).stats.total, assetTotal!.n, `asset stats ${when}`);
    const [holiday] = await rows<{ total: number; active: number; countries: number }>(
      `select count(*)::int as total, (count(*) filter (where date >= current_date))::int as active,
        count(distinct country)::int as countries from holidays`,
    );
    assert.deepEqual((await listHolidays(fixture)).stats, holiday, `holiday stats ${when}`);
  }

  it('follows assets created, changed and deleted through the API, and multi-row statements', async () => {
    const fixture = desk;
    const made = await Promise.all(
      [
        { type: 'Desktop', status: 'Active', currency: 'USD', value: '100.10' },
        { type: 'Laptop', status: 'Maintenance', currency: 'EUR', value: '200' },
        { type: 'Mobile', status: 'Retired', currency: 'GBP', value: '300.99' },
        { type: 'Laptop', status: 'Maintenance', currency: 'EUR', value: '50.01' },
      ].map((row) => createAsset(fixture, row)),
    );
    await assertAggregates('after concurrent creates');
    const moved = await sendAsset(
      fixture,
      assetBody({ type: 'Mobile', status: 'Active', currency: 'USD', value: '1' }),
      made[1]!.id,
    );
    assert.equal(moved.statusCode, 200);
    assert.equal((await deleteAsset(fixture, made[2]!.id)).statusCode, 200);
    await assertAggregates('after an update and a delete');
    await desk.t.db('assets').update({ status: 'Retired', value: desk.t.db.raw('value * 2') });
    await assertAggregates('after a multi-row update');
    await desk.t.db('assets').where('currency', 'EUR').delete();
    await assertAggregates('after a multi-row delete');
  });

  it('follows holidays created, moved and deleted through the API, a sync, and multi-row statements', async () => {
    const fixture = desk;
    const a = await createHoliday(fixture, { title: 'Agg One', date: '2026-03-01' });
    await createHoliday(fixture, { title: 'Agg Two', date: '2026-03-01' });
    const moved = await sendHoliday(
      fixture,
      holidayBody({ title: 'Agg One', country: 'France', date: '2027-03-01' }),
      a.id,
    );
    assert.equal(moved.statusCode, 200);
    await assertAggregates('after creates and a move');
    await syncHolidays(fixture, 'Singapore');
    await syncHolidays(fixture, 'Singapore');
    await assertAggregates('after two syncs');
    await desk.t
      .db('holidays')
      .where('country', 'Singapore')
      .update({ date: desk.t.db.raw('date + 1000') });
    await assertAggregates('after a multi-row update');
    assert.equal((await deleteHoliday(fixture, a.id)).statusCode, 200);
    await desk.t.db('holidays').where('country', 'Singapore').delete();
    await assertAggregates('after deletes');
  });

  it('the migration goes down without a trace and up again', async () => {
    const migration = '20261123091000_assets_and_holidays.ts';
    // A later migration added a column to assets: it goes down first, and up again with it.
    await desk.t.db.migrate.down({ name: '20261129165000_asset_serial.ts' });
    await desk.t.db.migrate.down({ name: migration });
    const left = await rows<{ name: string }>(`select relname as name from pg_class
      where relname in ('assets', 'holidays', 'asset_totals', 'holiday_day_counts')
      union all select proname from pg_proc where proname in ('assets_totals', 'holidays_day_counts')`);
    assert.deepEqual(left, []);
    await desk.t.db.migrate.latest();
    const fixture = desk;
    await createAsset(fixture);
    await createHoliday(fixture, { title: 'After Up Again' });
    await assertAggregates('after the migration went down and up');
  });
});
