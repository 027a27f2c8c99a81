import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineerDetailSchema } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asEngineerRole, asManager, asSupport } from '../helpers/accounts';
import { registerEngineer } from './engineer-helpers';

describe("the engineer's pay rate in PUT /api/engineers/:id (issue 11)", () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await createTestApp();
    cookie = (await asManager(t.app)).cookie;
  });
  after(async () => t.close());

  const put = (id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/engineers/${id}`, headers: { cookie }, payload });
  const detail = async (id: number) =>
    engineerDetailSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/engineers/${id}`, headers: { cookie } })
      ).json(),
    );

  it('has no rate and pays in dollars until told otherwise', async () => {
    const { id } = await registerEngineer(t, 'No Rate Yet');
    const engineer = await detail(id);
    assert.deepEqual([engineer.pay_rate, engineer.pay_currency], [null, 'USD']);
  });

  it('defaults the currency to the profile’s payment currency, and keeps the one set with the rate', async () => {
    const { id } = await registerEngineer(t, 'Euro Profile');
    await t
      .db('users')
      .where({ id })
      .update({
        profile: {
          paymentDetails: {
            payment_currency: 'EUR',
            bank_name: 'Bank',
            account_type: 'Personal',
            account_name: 'Euro Profile',
          },
        },
      });
    assert.equal((await detail(id)).pay_currency, 'EUR');
    const rated = await put(id, { pay_rate: '42.5' });
    assert.equal(rated.statusCode, 200, rated.body);
    assert.deepEqual([rated.json().pay_rate, rated.json().pay_currency], ['42.50', 'EUR']);
    const pounds = await put(id, { pay_currency: 'GBP' });
    assert.deepEqual([pounds.json().pay_rate, pounds.json().pay_currency], ['42.50', 'GBP']);
    // Editing the contact details leaves the rate alone; an empty rate clears it.
    assert.equal((await put(id, { name: 'Euro Renamed' })).json().pay_rate, '42.50');
    assert.equal((await put(id, { pay_rate: '' })).json().pay_rate, null);
  });

  it('refuses a negative or malformed rate and an unknown currency, naming the field', async () => {
    const { id } = await registerEngineer(t, 'Bad Input');
    for (const payload of [{ pay_rate: '-1' }, { pay_rate: '12.345' }, { pay_currency: 'JPY' }]) {
      const response = await put(id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().details[0].path, Object.keys(payload)[0]);
    }
  });
});

describe('pay and bank details are for those who manage the team', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('leaves the rate, its currency and the payment details out for anyone without Manage Team', async () => {
    const manager = await asManager(t.app);
    const { id } = await registerEngineer(t, 'Paid Person');
    await t
      .db('users')
      .where({ id })
      .update({
        pay_rate: '30',
        pay_currency: 'GBP',
        profile: {
          paymentDetails: {
            payment_currency: 'GBP',
            bank_name: 'Bank',
            account_type: 'Personal',
            account_name: 'Paid Person',
            sort_code: '12-34-56',
          },
        },
      });
    const read = async (cookie: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/engineers/${id}`, headers: { cookie } })
      ).json();

    const full = await read(manager.cookie);
    assert.deepEqual([full.pay_rate, full.pay_currency], ['30.00', 'GBP']);
    assert.equal(full.profile.paymentDetails.sort_code, '12-34-56');

    for (const account of [await asEngineerRole(t.app), await asSupport(t.app)]) {
      const seen = await read(account.cookie);
      assert.equal(seen.name, 'Paid Person');
      assert.ok(!('pay_rate' in seen) && !('pay_currency' in seen), JSON.stringify(seen));
      assert.ok(!('paymentDetails' in seen.profile), JSON.stringify(seen.profile));
      assert.ok(!JSON.stringify(seen).includes('12-34-56'));
    }
  });
});
