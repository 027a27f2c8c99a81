import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HOLIDAY_COUNTRIES } from '@trellis/contracts';
import { DEMO_LOGIN } from '../../db/seeds/01_demo';
import { useDemoApp } from '../helpers/demo-app';
import { listAssets } from '../assets/asset-factory';
import { listHolidays, syncHolidays } from './holiday-factory';

describe('the demo data of `npm start`: sample assets and holidays as real rows', () => {
  const demo = useDemoApp();

  it('lists the three sample assets, worth the spec’s $5,000 together', async () => {
    const page = await listAssets(demo);
    assert.deepEqual(page.items.map((a) => a.type).sort(), ['Desktop', 'Laptop', 'Mobile']);
    assert.deepEqual(page.stats, {
      total: 3,
      active: 2,
      maintenance: 1,
      total_value: [{ currency: 'USD', amount: '5000.00' }],
    });
    const laptop = page.items.find((a) => a.type === 'Laptop')!;
    assert.equal(laptop.assignee_user?.email, DEMO_LOGIN.email);
  });

  it('lists sample holidays in every one of the 11 countries, which a sync does not double', async () => {
    const seeded = await listHolidays(demo, { limit: 1000 });
    assert.equal(seeded.stats.countries, HOLIDAY_COUNTRIES.length);
    assert.ok(seeded.stats.active > 0 && seeded.stats.active < seeded.total);
    const year = new Date().getUTCFullYear();
    await syncHolidays(demo, 'United Kingdom');
    const christmas = await listHolidays(demo, {
      country: 'United Kingdom',
      search: 'Christmas Day',
      from: `${year}-12-25`,
      to: `${year}-12-25`,
    });
    assert.equal(christmas.total, 1);
  });
});
