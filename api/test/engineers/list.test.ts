import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asManager, uniqueEmail, teamManagerCookie } from '../helpers/accounts';

describe('GET /api/engineers', () => {
  let t: TestApp;
  let cookie: string;
  const token = `eng${Date.now()}`;
  before(async () => {
    t = await createTestApp();
    cookie = (await asManager(t.app)).cookie;
    for (const n of [1, 2, 3]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { cookie: await teamManagerCookie(t.app) },
        payload: {
          username: `${token} Engineer ${n}`,
          email: uniqueEmail(token),
          password: 'Secret123',
          role: 'engineer',
        },
      });
      assert.equal(response.statusCode, 201, response.body);
    }
  });
  after(async () => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/engineers?${query}`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  it('answers the page as items and, for the spec client, the same list as data', async () => {
    const page = await list(`search=${token}&limit=2&sort=name&order=asc`);
    assert.deepEqual(Object.keys(page).sort(), ['data', 'items', 'limit', 'page', 'total']);
    assert.equal(page.total, 3);
    assert.equal(page.page, 1);
    assert.equal(page.limit, 2);
    assert.deepEqual(
      page.items.map((e: { name: string }) => e.name),
      [`${token} Engineer 1`, `${token} Engineer 2`],
    );
    assert.deepEqual(page.data, page.items);
    assert.match(page.items[0].code, /^AIM-E-\d{3,}$/);
    assert.match(page.items[0].created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.ok(Math.abs(Date.parse(page.items[0].created_at) - Date.now()) < 60_000);
    // Only the contract's fields leave the server: no password hash, no role.
    assert.deepEqual(Object.keys(page.items[0]).sort(), [
      'code',
      'compliance',
      'created_at',
      'email',
      'id',
      'name',
      'phone',
      'status',
      'updated_at',
    ]);
  });

  it('finds by display code or phone, within a filter, and pages a search', async () => {
    const all = await list(`search=${token}&sort=name&order=asc`);
    const [first, second, third] = all.items as { id: number; code: string; name: string }[];
    const byCode = await list(`search=${encodeURIComponent(`#${first!.code}`)}`);
    assert.deepEqual(
      byCode.items.map((e: { id: number }) => e.id),
      [first!.id],
    );
    await t.db('users').where({ id: second!.id }).update({ phone: '+44 7700 900123' });
    const byPhone = await list('search=7700%20900123');
    assert.deepEqual(
      byPhone.items.map((e: { id: number }) => e.id),
      [second!.id],
    );
    await t.db('users').where({ id: third!.id }).update({ status: 'Inactive' });
    const active = await list(`search=${token}&status=Active&sort=name&order=asc`);
    assert.equal(active.total, 2);
    assert.deepEqual(
      active.items.map((e: { id: number }) => e.id),
      [first!.id, second!.id],
    );
    const pageTwo = await list(`search=${token}&sort=name&order=asc&limit=1&page=2`);
    assert.equal(pageTwo.total, 3);
    assert.deepEqual(
      pageTwo.items.map((e: { id: number }) => e.id),
      [second!.id],
    );
  });

  it('defaults to 100 a page, newest first', async () => {
    const page = await list(`search=${token}`);
    assert.equal(page.limit, 100);
    assert.equal(page.items[0].name, `${token} Engineer 3`);
    assert.deepEqual(page.data, page.items);
  });
});
