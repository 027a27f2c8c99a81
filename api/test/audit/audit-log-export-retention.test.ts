// The whole log's export (itself an event), the retention prune that keeps the chain provable,
// the live announcement of each entry, and the guard that every write says what it records.
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { AuditListResponse } from '@trellis/contracts';
import auditCoverage from '../../src/plugins/app/audit-coverage';
import { parseCsv } from '../helpers/csv';
import { connect } from '../helpers/socket-client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asSupport, type SignedIn } from '../helpers/accounts';

describe('the audit log: export, retention, live entries, coverage', () => {
  let t: TestApp;
  let admin: SignedIn;
  let support: SignedIn;
  let port: number;
  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    admin = await asAdmin(t.app, { username: 'Lena Log' });
    support = await asSupport(t.app, { username: 'Sid Support' });
  });
  after(async () => t.close());

  const get = (url: string, cookie = admin.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('exports the filtered entries with their sentences, and records who exported what', async () => {
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { cookie: admin.cookie },
      payload: { name: 'Export Desk', permissions: ['read'] },
    });
    assert.equal(role.statusCode, 201, role.body);

    const response = await get('/api/audit/export.csv?entity=role&search=Export');
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /text\/csv/);
    assert.match(String(response.headers['content-disposition']), /activity\.csv/);
    const rows = parseCsv(response.body);
    assert.deepEqual(
      rows.map((r) => [r.Action, r.Actor, r.Record, r.Summary]),
      [['role.created', 'Lena Log', 'Export Desk', 'Lena Log created Export Desk']],
    );
    assert.deepEqual(JSON.parse(rows[0]!.Changes!)[0].field, 'name');

    const [exported] = ((await get('/api/audit?action=audit.exported')).json() as AuditListResponse)
      .items;
    assert.ok(exported);
    assert.equal(exported.actor.name, 'Lena Log');
    assert.deepEqual(exported.changes, [
      { field: 'filters', from: null, to: { entity: 'role', search: 'Export' } },
    ]);
  });

  it('neutralises a formula in any cell: a name typed as =HYPERLINK(...) is text in the file', async () => {
    const planted = '=HYPERLINK("http://evil.test","x")';
    const formula = await asSupport(t.app, { username: planted });
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { cookie: admin.cookie },
      payload: { name: '+Formula Desk', permissions: ['read'] },
    });
    assert.equal(role.statusCode, 201, role.body);

    const rows = parseCsv((await get('/api/audit/export.csv?search=evil.test')).body);
    assert.ok(rows.length > 0, 'the planted account is in the log');
    assert.ok(rows.some((r) => r.Record === `'${planted}`));
    assert.ok(rows.every((r) => !r.Record?.startsWith('=') && !r.Actor?.startsWith('=')));
    const [desk] = parseCsv((await get('/api/audit/export.csv?search=Formula%20Desk')).body);
    assert.equal(desk?.Record, "'+Formula Desk");
    assert.ok(formula.user.id > 0);
  });

  it('answers totals from the kept counters that match the rows, and searches labels and names', async () => {
    const counted = async (where: Record<string, unknown>) =>
      Number((await t.db('audit_events').where(where).count({ n: '*' }))[0]!.n);
    const total = async (query: string) =>
      ((await get(`/api/audit?${query}`)).json() as AuditListResponse).total;
    assert.equal(await total(''), await counted({}));
    assert.equal(await total('action=role.created'), await counted({ action: 'role.created' }));
    assert.equal(
      await total(`actor_id=${admin.user.id}`),
      await counted({ actor_id: admin.user.id }),
    );
    assert.equal(await total('entity=role'), await counted({ entity: 'role' }));
    assert.equal(
      await total('entity=role&action=role.created'),
      await counted({ entity: 'role', action: 'role.created' }),
    );

    const byLabel = ((await get('/api/audit?search=export%20desk')).json() as AuditListResponse)
      .items;
    assert.ok(byLabel.length > 0);
    assert.ok(byLabel.every((e) => /export desk/i.test(e.entity_label ?? '')));
    const byActor = ((await get('/api/audit?search=Sid%20Supp')).json() as AuditListResponse).items;
    assert.ok(byActor.length > 0);
    assert.ok(
      byActor.every(
        (e) => e.actor.name === 'Sid Support' || /Sid Support/.test(e.entity_label ?? ''),
      ),
    );
    assert.equal(
      ((await get('/api/audit?search=nobody%20at%20all')).json() as AuditListResponse).total,
      0,
    );
    // A search's total counts every entry whose label or actor contains it, with the filters.
    const containing = async (search: string, where: Record<string, unknown> = {}) =>
      Number(
        (
          await t
            .db('audit_events')
            .where(where)
            .andWhere((q) =>
              q.whereILike('entity_label', `%${search}%`).orWhereILike('actor_name', `%${search}%`),
            )
            .count({ n: '*' })
        )[0]!.n,
      );
    assert.ok((await containing('Sid Supp')) > 1);
    assert.equal(await total('search=Sid%20Supp'), await containing('Sid Supp'));
    assert.equal(
      await total('search=Sid%20Supp&entity=system_user'),
      await containing('Sid Supp', { entity: 'system_user' }),
    );
  });

  it('lets only user managers export the log, and checks its filters', async () => {
    assert.equal((await get('/api/audit/export.csv', support.cookie)).statusCode, 403);
    assert.equal((await get('/api/audit/export.csv?from=yesterday')).statusCode, 400);
  });

  it('prunes entries past the retention and keeps the rest provable; a prune behind the API shows', async () => {
    // A log begun long ago: old entries first, then this year's.
    const fresh = await createTestApp();
    try {
      for (const days of [400, 390, 380, 10])
        await fresh.db.raw(
          `insert into audit_events (at, actor_kind, action, entity, changes)
           values (now() - make_interval(days => ?), 'system', ?, 'test', '[]')`,
          [days, days > 365 ? 'test.old' : 'test.recent'],
        );
      await asAdmin(fresh.app, { username: 'Rita Retention' });
      const system = { id: null, name: null, kind: 'system' as const };
      const count = async () => Number((await fresh.db('audit_events').count({ n: '*' }))[0]!.n);
      const before = await count();
      assert.equal(await fresh.app.auditRepository.prune(365, system), 3);
      assert.equal(await fresh.db('audit_events').where('action', 'test.old').first(), undefined);
      assert.equal(
        await count(),
        before - 3 + 1,
        'the prune leaves one row saying what it removed',
      );
      const verify = async () =>
        (
          await fresh.app.inject({
            method: 'GET',
            url: '/api/audit/verify',
            headers: { cookie: (await asAdmin(fresh.app)).cookie },
          })
        ).json();
      const intact = await verify();
      assert.equal(intact.ok, true);
      assert.equal(intact.first_broken_id, null);
      assert.equal(
        await fresh.app.auditRepository.prune(365, system),
        0,
        'a second run finds nothing',
      );

      // Removing the oldest kept row with the guard switched off breaks the link to the prune.
      const oldest = await fresh.db('audit_events').orderBy('id').first('id');
      await fresh.db.raw('alter table audit_events disable trigger audit_events_append_only');
      await fresh.db('audit_events').where({ id: oldest.id }).delete();
      await fresh.db.raw('alter table audit_events enable trigger audit_events_append_only');
      const broken = await verify();
      assert.equal(broken.ok, false);
      assert.equal(broken.first_broken_id, Number(oldest.id), 'its seal names the row gone');
    } finally {
      await fresh.close();
    }
  });

  it('announces each entry on commit to those who may read records, never a rolled-back one', async () => {
    const tab = await connect(port, support.cookie);
    try {
      await assert.rejects(
        t.db.transaction(async (trx) => {
          await t.app.auditRepository.record(
            {
              actor: { id: null, name: null, kind: 'system' },
              action: 'test.undone',
              entity: 'test',
            },
            trx,
          );
          throw new Error('roll back');
        }),
      );
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/roles',
        headers: { cookie: admin.cookie },
        payload: { name: 'Live Desk', permissions: ['read'] },
      });
      const heard = await tab.next('audit:recorded');
      assert.equal(heard.data.entity, 'role');
      assert.equal(heard.data.entity_id, String(created.json().id));

      // A statement of many entries (a bulk action) is one notice per area, naming no record.
      await t.db.raw(`insert into audit_events (actor_kind, action, entity, entity_id, changes)
        select 'system', 'bulk.tested', 'bulktest', g::text, '[]' from generate_series(1, 60) g`);
      const bulk = await tab.next('audit:recorded');
      assert.deepEqual([bulk.data.entity, bulk.data.entity_id], ['bulktest', null]);
      await assert.rejects(tab.next('audit:recorded'), /no audit:recorded/);
    } finally {
      tab.socket.close();
    }
  });

  describe('the coverage guard', () => {
    async function appWith(
      audit: { actions: string[]; mayRecordNothing?: string } | undefined,
      writes: string[],
    ) {
      const app = Fastify({ logger: false, genReqId: () => randomUUID() });
      app.decorate('db', t.db);
      await app.register(fp(async () => {}, { name: 'repositories' }));
      await app.register(fp(async () => {}, { name: 'idempotency' }));
      await app.register(auditCoverage, { checkRows: true });
      app.post('/api/things', { config: audit ? { audit } : {} }, async (request) => {
        for (const action of writes)
          await t.app.auditRepository.record({
            actor: { id: null, name: null, kind: 'system' },
            action,
            entity: 'thing',
            requestId: request.id,
          });
        return { ok: true };
      });
      await app.ready();
      return app;
    }

    it('refuses to start a write route that does not say what it records', async () => {
      await assert.rejects(
        appWith(undefined, []),
        /POST \/api\/things does not say what it records/,
      );
    });

    it('fails a successful write that recorded nothing, or something it did not declare', async () => {
      const silent = await appWith({ actions: ['thing.created'] }, []);
      const missing = await silent.inject({ method: 'POST', url: '/api/things' });
      assert.equal(missing.statusCode, 500);
      assert.equal(missing.json().code, 'AUDIT_MISSING');
      await silent.close();

      const stray = await appWith({ actions: ['thing.created'] }, ['thing.renamed']);
      assert.match(
        (await stray.inject({ method: 'POST', url: '/api/things' })).json().message,
        /thing\.renamed/,
      );
      await stray.close();

      const honest = await appWith({ actions: ['thing.created'] }, ['thing.created']);
      assert.equal((await honest.inject({ method: 'POST', url: '/api/things' })).statusCode, 200);
      await honest.close();
    });
  });
});
