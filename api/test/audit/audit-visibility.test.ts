// The audit trail follows what its reader may read: one record's history takes what reading the
// record takes, a sensitive field's change keeps its name and loses its values, sign-ins and
// refusals are the user managers', and the whole log, its totals and its CSV leave out what the
// reader's role may not see.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditListResponse } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  approveWithRole,
  asAdmin,
  asManager,
  asSupport,
  signUp,
  type SignedIn,
} from '../helpers/accounts';
import { parseCsv } from '../helpers/csv';
import { mobileSession, registerEngineer } from '../engineers/engineer-helpers';

// Once as read afresh, once with the pages remembered: what a reader sees follows their
// permissions either way.
for (const remembered of [false, true])
  describe(`who reads which audit entries, and which of their values${remembered ? ', pages remembered' : ''}`, () => {
    let t: TestApp;
    let admin: SignedIn;
    let manager: SignedIn;
    let support: SignedIn;
    let userManager: SignedIn;
    let engineerId: number;
    before(async () => {
      t = await createTestApp({ AUDIT_PAGE_CACHE_MS: remembered ? '60000' : '0' });
      admin = await asAdmin(t.app, { username: 'Ada Admin' });
      manager = await asManager(t.app, { username: 'Mona Manager' });
      support = await asSupport(t.app, { username: 'Sid Support' });

      // A role that manages users but not the team: it reads the whole log, but no pay.
      const role = await t.app.inject({
        method: 'POST',
        url: '/api/roles',
        headers: { cookie: admin.cookie },
        payload: { name: 'Account Desk', permissions: ['read', 'manage_users'] },
      });
      assert.equal(role.statusCode, 201, role.body);
      userManager = await signUp(t.app, { username: 'Uma Users' });
      const approved = await approveWithRole(t.app, admin.cookie, userManager, role.json().id);
      assert.equal(approved.statusCode, 200, approved.body);

      const engineer = await registerEngineer(t, 'Paula Paid');
      engineerId = engineer.id;
      const paid = await t.app.inject({
        method: 'PUT',
        url: `/api/engineers/${engineerId}`,
        headers: { cookie: manager.cookie },
        payload: { phone: '+44 7000 000009', pay_rate: '42.50', pay_currency: 'GBP' },
      });
      assert.equal(paid.statusCode, 200, paid.body);
      await mobileSession(t, engineer.email);
      // A payout's adjustment, as the payouts service records it.
      await t.app.auditRepository.record({
        actor: { id: manager.user.id, name: 'Mona Manager', kind: 'staff' },
        action: 'payout.updated',
        entity: 'payout',
        entityId: 77,
        entityLabel: 'Paula Paid, March 2025',
        changes: [{ field: 'bonus', from: '0.00', to: '642.50' }],
      });
    });
    after(async () => t.close());

    const get = (url: string, who: SignedIn) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    const history = async (who: SignedIn) => {
      const response = await get(`/api/audit?entity=engineer&entity_id=${engineerId}`, who);
      assert.equal(response.statusCode, 200, response.body);
      return { body: response.body, list: response.json() as AuditListResponse };
    };

    it("shows a reader an engineer's pay change without its values, and a team manager with them", async () => {
      const seen = await history(support);
      assert.ok(
        !seen.list.items
          .flatMap((e) => e.changes.flatMap((c) => [c.from, c.to]))
          .some((value) => /^42\.50?$/.test(String(value))),
        'no pay value for Customer Support',
      );
      const edit = seen.list.items.find((e) => e.action === 'engineer.updated')!;
      assert.deepEqual(
        edit.changes.filter((c) => c.field.startsWith('pay_')),
        [
          { field: 'pay_rate', from: null, to: null, hidden: true },
          { field: 'pay_currency', from: null, to: null, hidden: true },
        ],
      );
      // What is not sensitive still reads in full.
      assert.ok(edit.changes.some((c) => c.field === 'phone' && c.to === '+44 7000 000009'));

      const managed = await history(manager);
      const full = managed.list.items.find((e) => e.action === 'engineer.updated')!;
      assert.ok(full.changes.some((c) => c.field === 'pay_rate' && c.to === '42.50'));
    });

    it("leaves an engineer's sign-ins out of their history for anyone but user managers", async () => {
      const seen = await history(support);
      assert.ok(seen.list.items.every((e) => !e.action.startsWith('auth.')));
      assert.equal(seen.list.total, seen.list.items.length);
      const all = await history(admin);
      assert.ok(all.list.items.some((e) => e.action === 'auth.signed_in'));
    });

    it('refuses the history of payouts, accounts and roles to a role that may not read them', async () => {
      for (const [entity, id] of [
        ['payout', 77],
        ['leave', 1],
        ['system_user', admin.user.id],
        ['role', 1],
        ['route', 1],
      ] as const) {
        const refused = await get(`/api/audit?entity=${entity}&entity_id=${id}`, support);
        assert.equal(refused.statusCode, 403, `${entity}: ${refused.body}`);
      }
      const payoutHistory = await get('/api/audit?entity=payout&entity_id=77', manager);
      assert.equal(payoutHistory.statusCode, 200, payoutHistory.body);
      assert.equal((payoutHistory.json() as AuditListResponse).total, 1);
    });

    it('gives a user manager without Manage Team the whole log, its total and its CSV without pay', async () => {
      const response = await get('/api/audit?limit=200', userManager);
      assert.equal(response.statusCode, 200, response.body);
      const list = response.json() as AuditListResponse;
      assert.ok(list.items.every((e) => e.entity !== 'payout' && e.entity !== 'leave'));
      // The planted pay as a recorded value (not as text anywhere: a timestamp's milliseconds can
      // read "42.5").
      const values = list.items.flatMap((e) => e.changes.flatMap((c) => [c.from, c.to]));
      assert.ok(
        !values.some((value) => /^42\.50?$/.test(String(value))),
        'neither the pay rate nor the payout',
      );
      const visible = Number(
        (await t.db('audit_events').whereNotIn('entity', ['payout', 'leave']).count({ n: '*' }))[0]!
          .n,
      );
      assert.equal(list.total, visible);

      const csv = await get('/api/audit/export.csv', userManager);
      assert.equal(csv.statusCode, 200);
      const rows = parseCsv(csv.body);
      // The planted pay in any cell (a timestamp's milliseconds are followed by more digits).
      const cells = rows.flatMap((row) => Object.values(row));
      assert.ok(!cells.some((cell) => /(^|\D)42\.50?($|\D)/.test(cell)), 'no pay in the CSV');
      assert.ok(rows.length > 0);
      assert.ok(rows.every((r) => r.Area !== 'payout'));
      const payEdit = rows.find(
        (r) => r.Action === 'engineer.updated' && r.Changes?.includes('pay_'),
      );
      assert.ok(payEdit, 'the pay edit is listed');
      assert.match(payEdit.Summary!, /changed .*Pay rate/);

      // An administrator's copy has it all.
      const everything = await get('/api/audit/export.csv', admin);
      assert.ok(everything.body.includes('42.50'));
      assert.ok(parseCsv(everything.body).some((r) => r.Area === 'payout'));
    });
  });
