// The audit trail's store and its first events: sign-ins, refusals, roles and system users. Each
// row is written with its change (none for a change that rolled back), the table is append-only,
// and the hash chain catches a row edited behind the API's back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditEvent, AuditListResponse } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  approveWithRole,
  asAdmin,
  asPending,
  asSupport,
  signUp,
  type SignedIn,
} from '../helpers/accounts';

describe('the audit trail', () => {
  let t: TestApp;
  let admin: SignedIn;
  before(async () => {
    t = await createTestApp();
    admin = await asAdmin(t.app, { username: 'Audit Admin' });
  });
  after(async () => t.close());

  const get = (url: string, cookie = admin.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const events = async (query: string): Promise<AuditEvent[]> => {
    const response = await get(`/api/audit?limit=200&${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as AuditListResponse).items;
  };

  it('records sign-ins that worked and failed, and sign-outs, never the password', async () => {
    const account = await signUp(t.app, { username: 'Sam Signin' });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.user.email, password },
      });
    assert.equal((await attempt('Wrong-pass-1')).statusCode, 401);
    const ok = await attempt(account.password);
    assert.equal(ok.statusCode, 200);
    const cookie = ok.cookies.find((c) => c.name === 'trellis_session')!;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    const mine = await events(`entity=system_user&entity_id=${account.user.id}`);
    assert.deepEqual(
      mine.map((e) => [e.action, e.actor.kind, e.actor.name]),
      [
        ['auth.signed_out', 'staff', 'Sam Signin'],
        ['auth.signed_in', 'staff', 'Sam Signin'],
        ['auth.sign_in_failed', 'system', null],
        ['auth.signed_up', 'staff', 'Sam Signin'],
      ],
    );
    const rows = await t.db('audit_events').select('changes', 'entity_label');
    assert.ok(!JSON.stringify(rows).includes('Wrong-pass-1'));
    assert.ok(!JSON.stringify(rows).includes(account.password));
  });

  it('records a refused call with the permission it needed', async () => {
    const support = await asSupport(t.app, { username: 'Sue Support' });
    assert.equal((await get('/api/payouts', support.cookie)).statusCode, 403);
    const [denied] = await events(`action=access.denied&actor_id=${support.user.id}`);
    assert.ok(denied);
    assert.equal(denied.entity_label, 'GET /api/payouts');
    assert.deepEqual(denied.changes, [{ field: 'permission', from: null, to: 'manage_team' }]);
  });

  it('records a role’s permission change with before and after, and nothing for a refused one', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { cookie: admin.cookie },
      payload: { name: 'Night Desk', permissions: ['read'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id as number;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${id}`,
      headers: { cookie: admin.cookie },
      payload: { name: 'Night Desk', permissions: ['read', 'update_tickets'] },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const history = await events(`entity=role&entity_id=${id}`);
    assert.deepEqual(
      history.map((e) => [e.action, e.actor.name, e.entity_label]),
      [
        ['role.permissions_changed', 'Audit Admin', 'Night Desk'],
        ['role.created', 'Audit Admin', 'Night Desk'],
      ],
    );
    assert.deepEqual(history[0]!.changes, [
      { field: 'permissions', from: ['read'], to: ['read', 'update_tickets'] },
    ]);
    // Taking Manage Users from the only role that grants it rolls back: no row either.
    const adminRole = await t.db('roles').where({ name: 'Admin' }).first();
    const before = await t.db('audit_events').count<{ count: string }[]>({ count: '*' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${adminRole.id}`,
      headers: { cookie: admin.cookie },
      payload: { name: 'Admin', permissions: ['read'] },
    });
    assert.equal(refused.statusCode, 409);
    const after = await t.db('audit_events').count<{ count: string }[]>({ count: '*' });
    assert.equal(after[0]!.count, before[0]!.count);
  });

  it('records an approval as its own action, by whom, with the role given', async () => {
    const waiting = await asPending(t.app, { username: 'Wanda Waiting' });
    const support = await t.db('roles').where({ name: 'Customer Support' }).first();
    const approved = await approveWithRole(t.app, admin.cookie, waiting, support.id);
    assert.equal(approved.statusCode, 200, approved.body);
    const [latest] = await events(`entity=system_user&entity_id=${waiting.user.id}`);
    assert.equal(latest!.action, 'system_user.approved');
    assert.equal(latest!.actor.name, 'Audit Admin');
    assert.deepEqual(latest!.changes, [
      { field: 'status', from: 'pending', to: 'active' },
      { field: 'role', from: null, to: 'Customer Support' },
    ]);
  });

  it('shows a record’s history to whoever may read the record, and the whole log only to user managers', async () => {
    const support = await asSupport(t.app);
    const whole = await get('/api/audit', support.cookie);
    assert.equal(whole.statusCode, 403);
    assert.equal(whole.json().code, 'PERMISSION_DENIED');
    const customer = await get(`/api/audit?entity=customer&entity_id=1`, support.cookie);
    assert.equal(customer.statusCode, 200, customer.body);
    // A role's history is the user managers', as the role itself is.
    const role = await get(`/api/audit?entity=role&entity_id=1`, support.cookie);
    assert.equal(role.statusCode, 403, role.body);
    assert.equal((await get('/api/audit/verify', support.cookie)).statusCode, 403);
  });

  it('refuses to change or remove a row, and verify catches a row edited behind the API', async () => {
    await assert.rejects(
      t.db('audit_events').update({ actor_name: 'Someone Else' }),
      /append-only/,
    );
    await assert.rejects(t.db('audit_events').delete(), /append-only/);
    await assert.rejects(t.db.raw('truncate audit_events'), /append-only/);
    // Every reader takes an entry's changes as a list: another shape is refused at the door.
    await assert.rejects(
      t.db('audit_events').insert({
        actor_kind: 'system',
        action: 'customer.created',
        entity: 'customer',
        entity_id: '1',
        entity_label: 'By hand',
        changes: JSON.stringify({ name: { to: 'By hand' } }),
      }),
      (error: { code?: string; constraint?: string }) =>
        error.code === '23514' && error.constraint === 'audit_events_changes_are_a_list',
    );

    const intact = (await get('/api/audit/verify')).json();
    assert.equal(intact.ok, true);
    assert.ok(intact.checked >= 8, `${intact.checked} rows checked`);
    assert.equal(intact.first_broken_id, null);

    // The owner of the table can still switch its guard off: the chain is what catches it.
    const victim = await t.db('audit_events').orderBy('id').offset(2).first('id');
    await t.db.raw('alter table audit_events disable trigger audit_events_append_only');
    await t.db('audit_events').where({ id: victim.id }).update({ actor_name: 'Mallory' });
    await t.db.raw('alter table audit_events enable trigger audit_events_append_only');
    const broken = (await get('/api/audit/verify')).json();
    assert.equal(broken.ok, false);
    assert.equal(broken.first_broken_id, Number(victim.id));
  });
});
