// The chain at any size and verify's whole proof: every transaction commits its entries
// unsealed, counted in the totals at once; the sealer seals them moments later in batches, woken
// by the API's own writes once they commit (with no NOTIFY from the writer, which would make
// audited writes wait for one another) or by the NOTIFY of an entry written any other way,
// leaving the chain, the head and the kept counters exact; verify names a deleted newest entry,
// a truncated log and a row that never reached the chain.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import type { AuditVerifyResponse } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, type SignedIn } from '../helpers/accounts';
import { waitUntil } from '../helpers/process-tree';
import { eventually } from '../helpers/eventually';

/** `rows` audit rows written by one transaction, as a bulk action or an import would. */
const insertRows = (t: TestApp, rows: number, action = 'bulk.tested') =>
  t.db.raw(
    `insert into audit_events (actor_kind, action, entity, entity_id, entity_label, changes)
     select 'system', ?, 'customer', g::text, 'Customer ' || g,
            jsonb_build_array(jsonb_build_object('field', 'name', 'from', null, 'to', 'N' || g))
     from generate_series(1, ?) g`,
    [action, rows],
  );

describe('the audit chain at any size', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: SignedIn;
  before(async () => {
    t = await createTestApp();
    admin = await asAdmin(t.app, { username: 'Chain Keeper' });
  });
  after(async () => t.close());

  const verify = async (): Promise<AuditVerifyResponse> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/audit/verify',
      headers: { cookie: admin.cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const unsealed = async () =>
    Number(
      (
        await t
          .db('audit_events as e')
          .whereNotExists(t.db('audit_seals as s').whereRaw('s.id = e.id'))
          .count({ n: '*' })
      )[0]!.n,
    );
  const counter = async (dimension: string, value: string) =>
    Number((await t.db('audit_event_counts').where({ dimension, value }).first('n'))?.n ?? 0);
  const rowsOf = async (where: Record<string, unknown> = {}) =>
    Number((await t.db('audit_events').where(where).count({ n: '*' }))[0]!.n);

  it("counts a transaction's entries at once and seals them moments after its commit", async () => {
    const keptCount = async (db: typeof t.db, value: string) =>
      Number(
        (await db.raw(`select audit_kept_count('action', ?) as n`, [value])).rows[0].n as string,
      );
    await t.db.transaction(async (trx) => {
      await trx.raw(
        `insert into audit_events (actor_kind, action, entity, entity_id, entity_label, changes)
         select 'system', 'small.tested', 'customer', g::text, 'Customer ' || g, '[]'::jsonb
         from generate_series(1, 300) g`,
      );
      // Nobody can seal what is not committed: the total counts the entries waiting.
      assert.equal(await keptCount(trx, 'small.tested'), 300);
      assert.equal(
        Number(
          (await trx('audit_unsealed').whereRaw('tx = pg_current_xact_id()').count({ n: '*' }))[0]!
            .n,
        ),
        300,
      );
    });
    assert.ok(await eventually(async () => (await unsealed()) === 0), 'sealed after commit');
    assert.equal(await counter('action', 'small.tested'), 300);
    assert.equal(await keptCount(t.db, 'small.tested'), 300);
    assert.deepEqual(await verify(), {
      ok: true,
      checked: await rowsOf(),
      first_broken_id: null,
      first_missing_seq: null,
    });
  });

  it("seals the API's own writes without a NOTIFY from the writer, savepoints included", async () => {
    const wakeUps: string[] = [];
    const listener = new pg.Client({ connectionString: t.databaseUrl });
    await listener.connect();
    listener.on('notification', (notice) => wakeUps.push(notice.channel));
    await listener.query('listen trellis_audit_unsealed');
    try {
      const event = (action: string) => ({
        actor: { id: null, name: null, kind: 'system' as const },
        action,
        entity: 'test',
      });
      await t.app.auditRepository.record(event('own.single'));
      await t.db.transaction(async (trx) => {
        await t.app.auditRepository.recordMany([event('own.many'), event('own.many')], trx);
      });
      await t.db.transaction(async (trx) => {
        await trx.transaction((savepoint) =>
          t.app.auditRepository.record(event('own.savepoint'), savepoint),
        );
        // Released, but not committed: the sealer is woken by the commit, not by the release.
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      const sealedOf = async (action: string) =>
        Number(
          (
            await t
              .db('audit_seals as s')
              .join('audit_events as e', 'e.id', 's.id')
              .where('e.action', action)
              .count({ n: '*' })
          )[0]!.n,
        );
      assert.ok(
        await eventually(
          async () =>
            (await sealedOf('own.single')) === 1 &&
            (await sealedOf('own.many')) === 2 &&
            (await sealedOf('own.savepoint')) === 1,
        ),
        'each sealed within moments of its commit',
      );
      assert.deepEqual(wakeUps, []);
      // An entry written any other way wakes the sealers itself.
      await t.db.raw(
        `insert into audit_events (actor_kind, action, entity, changes)
         values ('system', 'by.hand', 'test', '[]')`,
      );
      assert.ok(await eventually(() => wakeUps.length === 1), 'a NOTIFY for the hand-written row');
      assert.ok(await eventually(async () => (await sealedOf('by.hand')) === 1));
    } finally {
      await listener.end();
    }
  });

  // The bench seals 100,000 and measures the other write's wait; 20,000 are as many batches' worth
  // of proof here.
  it('seals 20,000 rows of one transaction in batches while another write goes through', async () => {
    await insertRows(t, 20_000);
    // The writer is not held up by the sealing: the API's sealer heard the commit's notice.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { cookie: admin.cookie },
      payload: { name: 'Written Meanwhile', permissions: ['read'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.ok(await waitUntil(async () => (await unsealed()) === 0, 60_000), 'all sealed');

    const result = await verify();
    assert.equal(result.ok, true, JSON.stringify(result));
    assert.equal(result.checked, await rowsOf());
    // One chain with no gap, whose head is its newest row.
    const places = await t
      .db('audit_seals')
      .first(
        t.db.raw('min(seq)::int as oldest'),
        t.db.raw('max(seq)::int as newest'),
        t.db.raw('count(*)::int as n'),
      );
    assert.equal(places.newest - places.oldest + 1, places.n);
    const head = await t.db('audit_chain_head').first('seq');
    assert.equal(Number(head.seq), places.newest);
    // The kept totals are the real counts.
    assert.equal(await counter('all', ''), await rowsOf());
    assert.equal(await counter('action', 'bulk.tested'), 20_000);
    assert.equal(await counter('entity', 'role'), await rowsOf({ entity: 'role' }));
  });

  it('names a row that never reached the chain once it is over a minute old', async () => {
    const hooks = ['audit_events_queue'];
    for (const hook of hooks) await t.db.raw(`alter table audit_events disable trigger ${hook}`);
    const [late] = await t.db('audit_events').insert(
      {
        actor_kind: 'system',
        action: 'slipped.in',
        entity: 'test',
        changes: '[]',
        at: t.db.raw(`now() - interval '2 minutes'`),
      },
      ['id'],
    );
    for (const hook of hooks) await t.db.raw(`alter table audit_events enable trigger ${hook}`);
    const result = await verify();
    assert.equal(result.ok, false);
    assert.equal(result.first_broken_id, Number(late.id));
    assert.equal(result.checked, await rowsOf());
    // Nothing queued it, so no sealer will take it: verify goes on naming it until it goes.
    await t.app.auditRepository.sealPending();
    assert.equal((await verify()).first_broken_id, Number(late.id));
    await t.db.raw('alter table audit_events disable trigger audit_events_append_only');
    await t.db('audit_events').where({ id: late.id }).delete();
    await t.db.raw('alter table audit_events enable trigger audit_events_append_only');
    assert.equal((await verify()).ok, true);
  });

  it('names the first missing place when the newest entries or all of them are deleted', async () => {
    const head = await t.db('audit_chain_head').first('seq', 'floor_seq');
    const guards = [
      ['audit_events', 'audit_events_append_only'],
      ['audit_events', 'audit_events_no_truncate'],
      ['audit_seals', 'audit_seals_append_only'],
      ['audit_seals', 'audit_seals_no_truncate'],
    ];
    const switchGuards = (to: 'enable' | 'disable') =>
      Promise.all(
        guards.map(([table, guard]) => t.db.raw(`alter table ${table} ${to} trigger ${guard}`)),
      );
    await switchGuards('disable');
    try {
      // The newest two entries removed with their seals: the head still names them.
      const newest = t.db('audit_seals').where('seq', '>', Number(head.seq) - 2);
      await t.db('audit_events').whereIn('id', newest.clone().select('id')).delete();
      await newest.clone().delete();
      const newestGone = await verify();
      assert.equal(newestGone.ok, false);
      assert.equal(newestGone.first_broken_id, null);
      assert.equal(newestGone.first_missing_seq, Number(head.seq) - 1);

      await t.db.raw('truncate audit_events, audit_seals');
      const allGone = await verify();
      assert.equal(allGone.ok, false);
      assert.equal(allGone.checked, 0);
      assert.equal(allGone.first_missing_seq, Number(head.floor_seq));
    } finally {
      await switchGuards('enable');
    }
  });
});
