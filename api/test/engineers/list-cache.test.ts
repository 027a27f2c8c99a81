// The engineers list's pages are remembered per query and day (ENGINEER_LIST_CACHE_MS): a
// repeated page reads nothing, its answer is the one read afresh, this process's own new engineer
// is in the very next answer, an engineer renamed by hand in SQL within moments, through the
// notice the users trigger sends, and a search is read every time.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  businessToday,
  engineerListItemSchema,
  SENSITIVE_FIELDS,
  type EngineerListResponse,
} from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asManager } from '../helpers/accounts';
import { eventually } from '../helpers/eventually';
import { registerEngineer } from './engineer-helpers';

describe("the engineers list's remembered pages", () => {
  let t: TestApp;
  let cookie: string;
  let statements: string[];
  let renamed: number;

  before(async () => {
    t = await createTestApp({ ENGINEER_LIST_CACHE_MS: '60000' });
    cookie = (await asManager(t.app)).cookie;
    for (const n of [1, 2, 3]) renamed = (await registerEngineer(t, `Cached Engineer ${n}`)).id;
    statements = [];
    t.db.on('query', (query: { sql: string }) => statements.push(query.sql));
  });
  after(async () => t.close());

  const list = async (query = 'limit=2') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/engineers?${query}`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<EngineerListResponse & { data: unknown }>();
  };
  /** The statements that read engineers' rows. */
  const reads = () => statements.filter((sql) => sql.includes("u.role = 'engineer'"));
  /** The first page of two worked out afresh, past any memory, as the route answers it. */
  const afresh = async (page = 1) => {
    const { items, total } = await t.app.engineersRepository.list(
      { page, limit: 2, search: '', sort: 'created_at', order: 'desc' },
      businessToday(t.config.APP_TIME_ZONE),
    );
    return JSON.parse(JSON.stringify({ items, data: items, total, page, limit: 2 })) as unknown;
  };

  it('reads a page once, then answers it from memory, the same as afresh', async () => {
    // The set-up's own writes announce themselves a moment later and may clear the memory
    // between two requests (rightly): a few tries, of which one must read nothing.
    let remembered = false;
    for (let attempt = 0; attempt < 5 && !remembered; attempt += 1) {
      await list();
      await list('limit=2&page=2');
      statements.length = 0;
      const again = await list();
      const secondPage = await list('limit=2&page=2');
      remembered = reads().length === 0;
      if (!remembered) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      assert.deepEqual(again, await afresh());
      assert.deepEqual(secondPage, await afresh(2));
      assert.equal(again.total, 3);
      assert.deepEqual(again.data, again.items);
    }
    assert.ok(remembered, 'a repeated page read the engineers every time');
  });

  it('reads a search every time', async () => {
    statements.length = 0;
    await list('search=Cached');
    await list('search=Cached');
    assert.equal(reads().length, 2, 'a search was answered from memory');
  });

  it("shows this process's own new engineer in the very next answer", async () => {
    const before = await list();
    const added = await registerEngineer(t, 'Cached Engineer 4');
    const after = await list();
    assert.equal(after.total, before.total + 1);
    assert.equal(after.items[0]?.id, added.id);
    assert.deepEqual(after, await afresh());
  });

  it('forgets its pages within moments of an engineer renamed by hand in SQL', async () => {
    const page = await list('limit=10');
    assert.ok(page.items.some((engineer) => engineer.id === renamed));
    await t.db('users').where({ id: renamed }).update({ username: 'Renamed In SQL' });
    const seen = await eventually(async () =>
      (await list('limit=10')).items.some((engineer) => engineer.name === 'Renamed In SQL'),
    );
    assert.ok(seen, 'the list still showed the old name two seconds after the change');
    assert.deepEqual(await list(), await afresh());
  });

  it('holds no field the visibility policy hides, so every reader may share a page', () => {
    const shown = Object.keys(engineerListItemSchema.shape);
    const hidden = Object.keys(SENSITIVE_FIELDS.engineer);
    assert.deepEqual(
      shown.filter((field) => hidden.includes(field)),
      [],
      'a list row carries a field only some readers may see: key the memory by the reader',
    );
  });
});
