import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HOLIDAY_COUNTRIES } from '@trellis/contracts';
import { seed, DEMO_LOGIN } from '../../db/seeds/01_demo';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sessionCookie } from '../helpers/accounts';
import { listAssets } from '../assets/asset-factory';
import { listHolidays, syncHolidays, type HolidayFixture } from './holiday-factory';

describe('the demo data of `npm start`: sample assets and holidays as real rows', () => {
  let t: TestApp;
  let fixture: HolidayFixture;
  before(async () => {
    t = await createTestApp();
    await seed(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
    });
    fixture = { t, cookie: sessionCookie(login) };
  });
  after(async () => t.close());

  it('lists the three sample assets, worth the spec’s $5,000 together', async () => {
    const page = await listAssets(fixture);
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
    const seeded = await listHolidays(fixture, { limit: 1000 });
    assert.equal(seeded.stats.countries, HOLIDAY_COUNTRIES.length);
    assert.ok(seeded.stats.active > 0 && seeded.stats.active < seeded.total);
    const year = new Date().getUTCFullYear();
    await syncHolidays(fixture, 'United Kingdom');
    const christmas = await listHolidays(fixture, {
      country: 'United Kingdom',
      search: 'Christmas Day',
      from: `${year}-12-25`,
      to: `${year}-12-25`,
    });
    assert.equal(christmas.total, 1);
  });
});
