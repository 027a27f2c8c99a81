import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { createCustomer } from '../customers/customer-factory';
import { addDays, createHoliday, listHolidays, todayOf } from '../holidays/holiday-factory';
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
    // Ids repeat across lists: the leads import's lead has the id of a customer typed in.
    const typedIn = await t.db('customers').where({ account_email: 'typed@in.test' }).first('id');
    assert.equal((await t.db('leads').first('id')).id, typedIn.id);
    assert.equal((await list(`/api/customers?import_id=${leads.import.id}`)).total, 0);
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

  it("shows an import's holidays, the cards counted over them whichever way they are counted", async () => {
    const today = todayOf(t);
    const holidays = await previewed(
      t,
      cookie,
      'holidays',
      `Title,Type,Country,Date\nHarvest Fair,Festival,France,${addDays(today, -10)}\nFounders Day,Public Holiday,Japan,${addDays(today, 20)}\n`,
    );
    await committed(t, cookie, holidays.import.id);
    // Typed in: one in a country the import also wrote to, one in a country of its own.
    const fixture = { t, cookie };
    await createHoliday(fixture, { title: 'Typed In', country: 'Japan', date: addDays(today, 5) });
    await createHoliday(fixture, {
      title: 'Typed Past',
      country: 'India',
      date: addDays(today, -3),
    });
    const imported = (query: Record<string, string> = {}) =>
      listHolidays(fixture, { import_id: holidays.import.id, ...query });

    assert.deepEqual((await listHolidays(fixture)).stats, { total: 4, active: 2, countries: 3 });
    const page = await imported({ sort: 'title', order: 'asc' });
    assert.equal(page.total, 2);
    assert.deepEqual(
      page.items.map((h) => h.title),
      ['Founders Day', 'Harvest Fair'],
    );
    assert.deepEqual(page.stats, { total: 2, active: 1, countries: 2 });
    // Without an import, a country is counted by year, a status or a range by day: the import
    // narrows each of them, and a search.
    const narrowings: Record<string, string>[] = [
      { country: 'Japan' },
      { status: 'active' },
      { from: today },
      { search: 'founders' },
    ];
    for (const query of narrowings) {
      const narrowed = await imported(query);
      assert.deepEqual(
        [narrowed.items.map((h) => h.title), narrowed.stats],
        [['Founders Day'], { total: 1, active: 1, countries: 1 }],
        JSON.stringify(query),
      );
    }
    const none = await listHolidays(fixture, { import_id: 2_000_000_000 });
    assert.deepEqual(
      [none.items, none.total, none.stats],
      [[], 0, { total: 0, active: 0, countries: 0 }],
    );
  });

  it('refuses a holidays import that is not a whole number above 0, with a 400 naming it', async () => {
    for (const value of ['abc', '-1', '0', '1.5', '2147483648', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/holidays?import_id=${value}`,
        headers: { cookie },
      });
      assert.equal(response.statusCode, 400, value);
      assert.equal(response.json().details[0].path, 'import_id', value);
    }
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
