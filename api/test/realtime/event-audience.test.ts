// A socket hears only what its account may read: payouts only with Manage Team, roles and system
// users only with Manage Users, and a pending account only its own profile. A change of role or
// of a role's permissions applies to the open socket and to the very next request.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asPending, asSupport, type SignedIn } from '../helpers/accounts';
import { connect, type Envelope } from '../helpers/socket-client';
import { createCustomer } from '../customers/customer-factory';

describe('who hears which realtime event', () => {
  let t: TestApp;
  let port: number;
  let admin: SignedIn;
  let support: SignedIn;
  let pending: SignedIn;
  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    admin = await asAdmin(t.app);
    support = await asSupport(t.app);
    pending = await asPending(t.app);
  });
  after(async () => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie = admin.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, payload });

  /** Every event a socket heard up to (and including) `event`. */
  async function heardUntil(
    tab: Awaited<ReturnType<typeof connect>>,
    log: Envelope[],
    event: string,
  ) {
    const last = await tab.next(event);
    return [...log, last].map((e) => e.event);
  }

  it('keeps user managers’ and team managers’ events from a support desk, and all from a pending account', async () => {
    const adminTab = await connect(port, admin.cookie);
    const supportTab = await connect(port, support.cookie);
    const pendingTab = await connect(port, pending.cookie);
    const supportLog: Envelope[] = [];
    const pendingLog: Envelope[] = [];
    supportTab.socket.on('message', (raw) => supportLog.push(JSON.parse(String(raw))));
    pendingTab.socket.on('message', (raw) => pendingLog.push(JSON.parse(String(raw))));
    try {
      const role = await send('POST', '/api/roles', { name: 'Night Desk', permissions: ['read'] });
      assert.equal(role.statusCode, 201, role.body);
      const payouts = await send('POST', '/api/payouts/generate', { month: '2026-10' });
      assert.equal(payouts.statusCode, 200, payouts.body);
      await createCustomer(t, admin.cookie);
      // Events arrive in order: once the counters reach a tab, everything before them has too.
      await adminTab.next('role:created');
      await adminTab.next('payouts:generated');
      const supportHeard = await heardUntil(supportTab, supportLog, 'counts:updated');
      assert.ok(!supportHeard.includes('role:created'), supportHeard.join());
      assert.ok(!supportHeard.includes('payouts:generated'), supportHeard.join());
      await new Promise((r) => setTimeout(r, 300));
      assert.deepEqual(
        pendingLog.map((e) => e.event),
        [],
        'a pending account hears no business event',
      );
    } finally {
      for (const tab of [adminTab, supportTab, pendingTab]) tab.socket.close();
    }
  });

  it('applies a role’s new permissions to its holders’ next request and open socket', async () => {
    const supportTab = await connect(port, support.cookie);
    try {
      const before = await t.app.inject({
        method: 'GET',
        url: '/api/payouts',
        headers: { cookie: support.cookie },
      });
      assert.equal(before.statusCode, 403);
      const supportRole = await t.db('roles').where({ name: 'Customer Support' }).first();
      const edited = await send('PUT', `/api/roles/${supportRole.id}`, {
        name: 'Customer Support',
        description: supportRole.description,
        permissions: ['read', 'update_tickets', 'manage_team'],
      });
      assert.equal(edited.statusCode, 200, edited.body);
      // The holders' tabs hear their role changed (to refresh what they may do).
      const heard = await supportTab.next('role:updated');
      assert.equal(heard.data.id, supportRole.id);
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/payouts',
        headers: { cookie: support.cookie },
      });
      assert.equal(after.statusCode, 200, after.body);
      // And the open socket now hears the payouts.
      await send('POST', '/api/payouts/generate', { month: '2026-09' });
      await supportTab.next('payouts:generated');
    } finally {
      supportTab.socket.close();
    }
  });
});
