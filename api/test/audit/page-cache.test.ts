// The audit trail's pages are remembered per reader's permissions and query
// (AUDIT_PAGE_CACHE_MS): a repeated page reads nothing and is the page read afresh, a search is
// read every time, this process's own write is in the very next answer, an entry recorded outside
// any request within moments (through its audit:recorded notice, sent by the batch that seals
// it), and so are the entries of a large transaction, all of them counted in the total.
// Which reader sees what is proven with the memory on in audit-visibility.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditListResponse } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, type SignedIn } from '../helpers/accounts';
import { eventually } from '../helpers/eventually';

describe("the audit trail's remembered pages", { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: SignedIn;
  let statements: string[];

  before(async () => {
    t = await createTestApp({ AUDIT_PAGE_CACHE_MS: '60000' });
    admin = await asAdmin(t.app, { username: 'Page Keeper' });
    statements = [];
    t.db.on('query', (query: { sql: string }) => statements.push(query.sql));
  });
  after(async () => t.close());

  const list = async (query = 'limit=5') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audit?${query}`,
      headers: { cookie: admin.cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AuditListResponse>();
  };
  /** The statements that read audit entries. */
  const reads = () => statements.filter((sql) => /from audit_events/.test(sql));
  /** The same page read past any memory. */
  const afresh = async (query = 'limit=5') => {
    t.app.auditPageCache.clear();
    return list(query);
  };
  const record = (label: string) =>
    t.app.auditRepository.record({
      actor: { id: null, name: 'System', kind: 'system' },
      action: 'customer.updated',
      entity: 'customer',
      entityId: 1,
      entityLabel: label,
      changes: [{ field: 'name', from: 'Before', to: label }],
    });

  it('reads a page once, then answers it from memory, the same as afresh', async () => {
    // The set-up's own entries announce themselves a moment later and may clear the memory
    // between two requests (rightly): a few tries, of which one must read nothing.
    let remembered = false;
    for (let attempt = 0; attempt < 5 && !remembered; attempt += 1) {
      await list();
      await list('entity=customer');
      statements.length = 0;
      const again = await list();
      const oneArea = await list('entity=customer');
      remembered = reads().length === 0;
      if (!remembered) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      assert.ok(again.total > 0);
      assert.deepEqual(again, await afresh());
      assert.deepEqual(oneArea, await afresh('entity=customer'));
    }
    assert.ok(remembered, 'a repeated page read the log every time');
  });

  it('reads a search every time', async () => {
    statements.length = 0;
    await list('search=Keeper');
    await list('search=Keeper');
    assert.equal(reads().length, 2, 'a search was answered from memory');
  });

  it("shows this process's own write in the very next answer", async () => {
    const before = await list();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { cookie: admin.cookie },
      payload: { name: 'Remembered Desk', permissions: ['read'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const after = await list();
    assert.equal(after.total, before.total + 1);
    assert.equal(after.items[0]?.entity_label, 'Remembered Desk');
  });

  it('shows an entry recorded outside any request within moments', async () => {
    await list();
    await record('Recorded By A Job');
    const seen = await eventually(
      async () => (await list()).items[0]?.entity_label === 'Recorded By A Job',
    );
    assert.ok(seen, 'page 1 still lacked the new entry two seconds after it was committed');
  });

  it("shows and counts a large transaction's entries within moments", async () => {
    await list();
    await t.db.raw(
      `insert into audit_events (actor_kind, action, entity, entity_id, entity_label, changes)
       select 'system', 'customer.imported', 'customer', g::text, 'Imported ' || g,
              jsonb_build_array(jsonb_build_object('field', 'name', 'from', null, 'to', 'N' || g))
       from generate_series(1, 1500) g`,
    );
    const everyRow = async () => Number((await t.db('audit_events').count({ n: '*' }))[0]!.n);
    const counted = await eventually(async () => (await list()).total === (await everyRow()), 5000);
    assert.ok(counted, 'the total stayed short of the entries five seconds after their commit');
    assert.equal((await list()).items[0]?.entity_label, 'Imported 1500');
  });
});
