import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assetListResponseSchema, type Asset } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { createAsset, listAssets, type AssetFixture } from './asset-factory';

describe('GET /api/assets', () => {
  let t: TestApp;
  let fixture: AssetFixture;
  const made: Asset[] = [];
  before(async () => {
    t = await createTestApp();
    fixture = { t, cookie: (await asAdmin(t.app)).cookie };
    const rows = [
      {
        name: 'Dell OptiPlex 7090',
        type: 'Desktop',
        assignee: 'John Smith',
        location: 'Office A',
        status: 'Active',
        value: '1200',
        currency: 'USD',
      },
      {
        name: 'MacBook Pro 16',
        type: 'Laptop',
        assignee: 'Sarah Johnson',
        location: 'Remote',
        status: 'Active',
        value: '2500.50',
        currency: 'USD',
      },
      {
        name: 'iPhone 14 Pro',
        type: 'Mobile',
        assignee: 'Mike Davis',
        location: 'Office B',
        status: 'Maintenance',
        value: '1300',
        currency: 'GBP',
      },
      {
        name: 'Surface Laptop',
        type: 'Laptop',
        assignee: '',
        location: 'Store room',
        status: 'Retired',
        value: '900',
        currency: 'EUR',
      },
      {
        name: 'Galaxy S23',
        type: 'Mobile',
        assignee: 'John Smith',
        location: '',
        status: 'Active',
        value: '850.25',
        currency: 'EUR',
      },
      {
        name: 'HP EliteDesk',
        type: 'Desktop',
        assignee: 'Ana 100%_Sure',
        location: 'Office A',
        status: 'Maintenance',
        value: '700',
        currency: 'USD',
      },
    ];
    for (const row of rows) made.push(await createAsset(fixture, row));
  });
  after(async () => t.close());

  const names = async (query: Record<string, string | number>) =>
    (await listAssets(fixture, { limit: 1000, ...query })).items.map((a) => a.name);

  it('lists newest first, 10 a page by default, with the stats of every asset', async () => {
    const page = assetListResponseSchema.parse(await listAssets(fixture));
    assert.equal(page.limit, 10);
    assert.equal(page.total, 6);
    assert.deepEqual(
      page.items.map((a) => a.id),
      made.map((a) => a.id).reverse(),
    );
    assert.deepEqual(page.stats, {
      total: 6,
      active: 3,
      maintenance: 2,
      // Per currency, in currency order: dollars and pounds are never added together.
      total_value: [
        { currency: 'EUR', amount: '1750.25' },
        { currency: 'GBP', amount: '1300.00' },
        { currency: 'USD', amount: '4400.50' },
      ],
    });
  });

  it('searches the name, the assignee and the location, case-insensitively', async () => {
    assert.deepEqual(await names({ search: 'john smith', sort: 'name', order: 'asc' }), [
      'Dell OptiPlex 7090',
      'Galaxy S23',
    ]);
    assert.deepEqual(await names({ search: 'REMOTE' }), ['MacBook Pro 16']);
    assert.deepEqual(await names({ search: 'pro', sort: 'name', order: 'asc' }), [
      'iPhone 14 Pro',
      'MacBook Pro 16',
    ]);
    // The user's % and _ match themselves only.
    assert.deepEqual(await names({ search: '100%_' }), ['HP EliteDesk']);
    assert.deepEqual(await names({ search: '%' }), ['HP EliteDesk']);
    assert.deepEqual(await names({ search: 'nothing like it' }), []);
  });

  it('filters by type and by status, and the stats follow the matches', async () => {
    assert.deepEqual(await names({ type: 'Mobile', sort: 'name', order: 'asc' }), [
      'Galaxy S23',
      'iPhone 14 Pro',
    ]);
    assert.deepEqual(await names({ status: 'Retired' }), ['Surface Laptop']);
    const desktops = await listAssets(fixture, { type: 'Desktop' });
    assert.deepEqual(desktops.stats, {
      total: 2,
      active: 1,
      maintenance: 1,
      total_value: [{ currency: 'USD', amount: '1900.00' }],
    });
    // John Smith twice, and Sarah Johnson.
    const activeJohn = await listAssets(fixture, { search: 'john', status: 'Active' });
    assert.equal(activeJohn.total, 3);
    assert.deepEqual(activeJohn.stats, {
      total: 3,
      active: 3,
      maintenance: 0,
      total_value: [
        { currency: 'EUR', amount: '850.25' },
        { currency: 'USD', amount: '3700.50' },
      ],
    });
    const none = await listAssets(fixture, { type: 'Desktop', status: 'Retired' });
    assert.deepEqual(none.stats, { total: 0, active: 0, maintenance: 0, total_value: [] });
    assert.deepEqual(none.items, []);
  });

  it('sorts by each column both ways; empty assignees and locations last', async () => {
    assert.deepEqual(await names({ sort: 'value', order: 'asc' }), [
      'HP EliteDesk',
      'Galaxy S23',
      'Surface Laptop',
      'Dell OptiPlex 7090',
      'iPhone 14 Pro',
      'MacBook Pro 16',
    ]);
    const byAssignee = await names({ sort: 'assignee', order: 'desc' });
    assert.equal(byAssignee.at(-1), 'Surface Laptop');
    assert.equal(byAssignee[0], 'MacBook Pro 16');
    assert.equal((await names({ sort: 'location', order: 'asc' })).at(-1), 'Galaxy S23');
    assert.equal((await names({ sort: 'location', order: 'desc' })).at(-1), 'Galaxy S23');
    assert.deepEqual((await names({ sort: 'status', order: 'asc' })).slice(0, 3).sort(), [
      'Dell OptiPlex 7090',
      'Galaxy S23',
      'MacBook Pro 16',
    ]);
    assert.equal((await names({ sort: 'name', order: 'desc' }))[0], 'Surface Laptop');
  });

  it('pages through the matches; a page past the end is empty with the same total', async () => {
    const first = await listAssets(fixture, { limit: 4, sort: 'name', order: 'asc' });
    const second = await listAssets(fixture, { limit: 4, page: 2, sort: 'name', order: 'asc' });
    assert.equal(first.items.length, 4);
    assert.equal(second.items.length, 2);
    assert.equal(second.total, 6);
    assert.equal(new Set([...first.items, ...second.items].map((a) => a.id)).size, 6);
    const beyond = await listAssets(fixture, { limit: 4, page: 9 });
    assert.deepEqual([beyond.items, beyond.total], [[], 6]);
    const searchedBeyond = await listAssets(fixture, { search: 'o', limit: 4, page: 9 });
    assert.deepEqual(searchedBeyond.items, []);
  });

  it('refuses a filter, sort or page outside the contract with a 400 naming it', async () => {
    for (const [query, path] of [
      ['type=Tablet', 'type'],
      ['status=Lost', 'status'],
      ['sort=colour', 'sort'],
      ['page=0', 'page'],
      ['limit=1001', 'limit'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/assets?${query}`,
        headers: { cookie: fixture.cookie },
      });
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().details[0].path, path, query);
    }
  });

  it('keeps the unfiltered stats equal to the rows after updates and deletes', async () => {
    const changed = made[0]!;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/assets/${changed.id}`,
      headers: { cookie: fixture.cookie },
      payload: { ...changed, status: 'Retired', currency: 'GBP', value: '10' },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/assets/${made[1]!.id}`,
      headers: { cookie: fixture.cookie },
    });
    const real = (
      await t.db.raw(`select count(*)::int as total,
        (count(*) filter (where status = 'Active'))::int as active,
        (count(*) filter (where status = 'Maintenance'))::int as maintenance,
        (select json_agg(json_build_object('currency', currency, 'amount', amount::text) order by currency)
         from (select currency, sum(value) as amount from assets group by currency) v) as total_value
        from assets`)
    ).rows[0];
    const listed = await listAssets(fixture);
    assert.deepEqual(listed.stats, real);
    assert.deepEqual(listed.stats.total_value, [
      { currency: 'EUR', amount: '1750.25' },
      { currency: 'GBP', amount: '1310.00' },
      { currency: 'USD', amount: '700.00' },
    ]);
  });
});
