import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useAdminSession } from '../helpers/admin-app';
import { createCustomer, listCustomers, person, uniqueToken } from './customer-factory';

describe('GET /api/customers', () => {
  const desk = useAdminSession();

  const list = (query: Record<string, string | number>) =>
    listCustomers(desk.t, desk.cookie, query);

  it('pages 7 at a time by default, with the last page partial and pages past the end empty', async () => {
    const token = uniqueToken();
    for (let i = 1; i <= 15; i += 1)
      await createCustomer(desk.t, desk.cookie, {
        fields: { name: `${token} ${String(i).padStart(2, '0')}` },
      });
    const first = await list({ search: token, sort: 'name' });
    assert.equal(first.limit, 7);
    assert.equal(first.total, 15);
    assert.equal(first.items.length, 7);
    const third = await list({ search: token, sort: 'name', order: 'asc', page: 3 });
    assert.deepEqual(
      third.items.map((c: { name: string }) => c.name),
      [`${token} 15`],
    );
    assert.equal((await list({ search: token, page: 4 })).items.length, 0);
    assert.equal((await list({ search: token, limit: 1000 })).items.length, 15);
  });

  it('refuses limits above 1000 and pages below 1 with 400', async () => {
    for (const query of [
      'limit=1001',
      'limit=0',
      'page=0',
      'page=abc',
      'sort=password',
      'documents=soon',
      'order=up',
    ]) {
      const response = await desk.t.app.inject({
        method: 'GET',
        url: `/api/customers?${query}`,
        headers: { cookie: desk.cookie },
      });
      assert.equal(response.statusCode, 400, query);
    }
  });

  it('searches by name, code in any of its forms, account email and any authorised person', async () => {
    const token = uniqueToken();
    const customer = await createCustomer(desk.t, desk.cookie, {
      fields: { name: `${token} Networks`, account_email: `${token.toLowerCase()}@mail.example` },
      persons: [person('First Person'), person(`Second ${token}`)],
    });
    const padded = String(customer.id).padStart(3, '0');
    const idsFor = async (search: string) =>
      (await list({ search, limit: 1000 })).items.map((c: { id: number }) => c.id);
    for (const search of [
      token.toUpperCase(),
      customer.code,
      `C-${padded}`,
      `Second ${token}`,
      `${token.toLowerCase()}@mail`,
    ]) {
      assert.ok((await idsFor(search)).includes(customer.id), search);
    }
    assert.ok((await idsFor(padded)).includes(customer.id), 'bare padded number');
    assert.deepEqual(await idsFor(`${token}%`), [], 'LIKE wildcards are literal');
  });

  it('sorts by every sortable column, both ways', async () => {
    const token = uniqueToken();
    await createCustomer(desk.t, desk.cookie, {
      fields: { name: `${token} b`, type: 'Freelancer', status: 'Inactive' },
      persons: [person('Zed')],
    });
    await createCustomer(desk.t, desk.cookie, {
      fields: { name: `${token} A` },
      documents: [{ title: 'One' }, { title: 'Two' }],
    });
    await createCustomer(desk.t, desk.cookie, {
      fields: { name: `${token} c` },
      persons: [person('amy')],
      documents: [{ title: 'One' }],
    });
    const names = async (sort: string, order: string) =>
      (await list({ search: token, sort, order })).items.map((c: { name: string }) =>
        c.name.slice(-1),
      );
    assert.deepEqual(await names('name', 'asc'), ['A', 'b', 'c'], 'case-insensitive');
    assert.deepEqual(await names('name', 'desc'), ['c', 'b', 'A']);
    assert.deepEqual(await names('first_person', 'asc'), ['c', 'b', 'A'], 'no person sorts last');
    assert.deepEqual(await names('documents_count', 'desc'), ['A', 'c', 'b']);
    assert.deepEqual((await names('type', 'desc'))[0], 'b');
    assert.deepEqual((await names('status', 'desc'))[0], 'b');
    assert.deepEqual(await names('created_at', 'asc'), ['b', 'A', 'c']);
    assert.deepEqual(await names('created_at', 'desc'), ['c', 'A', 'b']);
  });
});
