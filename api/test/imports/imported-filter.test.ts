import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { createCustomer } from '../customers/customer-factory';
import { committed, previewed } from './import-calls';

describe('a list filtered to one import', () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await createTestApp();
    cookie = (await asAdmin(t.app)).cookie;
    await createCustomer(t, cookie, {
      fields: { name: 'Typed In', account_email: 'typed@in.test' },
    });
  });
  after(async () => t.close());

  const list = async (path: string) => {
    const response = await t.app.inject({ method: 'GET', url: path, headers: { cookie } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { total: number; items: { name?: string; task_name?: string }[] };
  };

  it('shows the customers an import created and updated, and the leads of another, nothing else', async () => {
    const first = await previewed(t, cookie, 'customers', 'Company,E-mail\nOld Co,old@co.test\n');
    await committed(t, cookie, first.import.id);
    const second = await previewed(
      t,
      cookie,
      'customers',
      'Company,E-mail\nOld Co Renamed,old@co.test\nNew Co,new@co.test\n',
    );
    await committed(t, cookie, second.import.id);

    const page = await list(`/api/customers?import_id=${second.import.id}&sort=name&order=asc`);
    assert.equal(page.total, 2);
    assert.deepEqual(
      page.items.map((c) => c.name),
      ['New Co', 'Old Co Renamed'],
    );
    const searched = await list(`/api/customers?import_id=${second.import.id}&search=New`);
    assert.deepEqual(
      searched.items.map((c) => c.name),
      ['New Co'],
    );
    assert.equal((await list(`/api/customers?import_id=${first.import.id}`)).total, 1);

    const leads = await previewed(
      t,
      cookie,
      'leads',
      'Customer,Task Name,End Client Name,Task Start Date,Task End Date,Task Time,Scope of Work,Apartment,Address Line 1,City,Country,Zip Code,Hourly Rate,Half Day Rate,Full Day Rate\nnew@co.test,Survey,Globex,2026-03-02,2026-03-03,9,Cabling,Unit 1,1 Data Way,London,United Kingdom,EC1A 1BB,55,200,380\n',
    );
    await committed(t, cookie, leads.import.id);
    const leadPage = await list(`/api/leads?import_id=${leads.import.id}`);
    assert.deepEqual(
      leadPage.items.map((l) => l.task_name),
      ['Survey'],
    );
    assert.equal((await list(`/api/leads?import_id=${second.import.id}`)).total, 0);
  });

  it("shows an import's assets, the cards counted over them", async () => {
    const assets = await previewed(
      t,
      cookie,
      'assets',
      'Asset,Serial,Purchased,Price\nDell Latitude,DL-1,2025-01-15,999\nPixel 8,PX-8,2025-02-01,450\n',
    );
    await committed(t, cookie, assets.import.id);
    await t.db('assets').insert({
      name: 'Typed In',
      type: 'Laptop',
      status: 'Active',
      purchase_date: '2025-03-01',
      value: 10,
      currency: 'USD',
    });
    const page = (await list(`/api/assets?import_id=${assets.import.id}&sort=name&order=asc`)) as {
      total: number;
      items: { name?: string }[];
      stats?: { total: number };
    };
    assert.deepEqual(
      page.items.map((a) => a.name),
      ['Dell Latitude', 'Pixel 8'],
    );
    assert.equal(page.stats?.total, 2);
  });

  it("shows an import's engineers, none of the others", async () => {
    const engineers = await previewed(
      t,
      cookie,
      'engineers',
      'Name,Email,Phone\nNia Okafor,nia@eng.test,+44 20 7946 0101\nTom Berg,tom@eng.test,+44 20 7946 0102\n',
    );
    await committed(t, cookie, engineers.import.id);
    const page = await list(`/api/engineers?import_id=${engineers.import.id}&sort=name&order=asc`);
    assert.equal(page.total, 2);
    assert.deepEqual(
      page.items.map((e) => e.name),
      ['Nia Okafor', 'Tom Berg'],
    );
  });

  it('refuses an import that is not a number', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customers?import_id=latest',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 400);
  });
});
