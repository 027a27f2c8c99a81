import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { businessToday } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/accounts';
import { createCustomer, listCustomers, uniqueToken } from '../customers/customer-factory';

// UTC+14 and UTC-11: 25 hours apart, so at any moment they are on different calendar days.
const AHEAD = 'Pacific/Kiritimati';
const BEHIND = 'Pacific/Pago_Pago';

describe('one "today": APP_TIME_ZONE in SQL and in GET /api/settings', () => {
  const apps: Record<string, TestApp> = {};
  before(async () => {
    apps[AHEAD] = await createTestApp({ APP_TIME_ZONE: AHEAD });
    apps[BEHIND] = await createTestApp({ APP_TIME_ZONE: BEHIND });
  });
  after(async () => Promise.all(Object.values(apps).map((t) => t.close())));

  /** Where a document expiring on Pago Pago's today is listed by an app in `zone`. */
  async function listedUnder(zone: string, expiry: string) {
    const t = apps[zone]!;
    const { cookie } = await signUp(t.app);
    const token = uniqueToken();
    await createCustomer(t, cookie, {
      fields: { name: `${token} Due` },
      documents: [{ title: 'Insurance', expiry_date: expiry }],
    });
    const filters = [];
    for (const documents of ['expiring', 'expired']) {
      const page = await listCustomers(t, cookie, { search: token, documents });
      if (page.total > 0) filters.push(documents);
    }
    return filters;
  }

  it('lists a document due on Pago Pago’s today as expired in Kiritimati, expiring in Pago Pago', async () => {
    const expiry = businessToday(BEHIND);
    assert.notEqual(businessToday(AHEAD), expiry, 'the two zones are on different days');
    assert.deepEqual(await listedUnder(AHEAD, expiry), ['expired']);
    assert.deepEqual(await listedUnder(BEHIND, expiry), ['expiring']);
  });

  it('answers the zone and its today, without a session', async () => {
    for (const zone of [AHEAD, BEHIND]) {
      const response = await apps[zone]!.app.inject({ method: 'GET', url: '/api/settings' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { timeZone: zone, today: businessToday(zone) });
    }
    const { rows } = await apps[AHEAD]!.db.raw<{ rows: { today: string }[] }>(
      'select current_date::text as today',
    );
    assert.equal(rows[0]!.today, businessToday(AHEAD), 'SQL counts from the same today');
  });
});
