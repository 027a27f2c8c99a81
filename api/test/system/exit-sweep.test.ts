// The exit sweep: a sentinel is planted in every field the visibility policy declares sensitive,
// through the real API, then every way data leaves is read as each seeded role, a pending
// account and the engineer's own mobile session: every GET route (found by onRoute, so a new
// route joins by itself), every CSV export, the audit list, a record's history and the log's
// export, and the socket events the planting caused. A sentinel may show only to a reader the
// policy allows, and must show to at least one of them, so the sweep cannot pass by seeing
// nothing. A field declared sensitive without a way to plant it here fails the sweep.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteOptions } from 'fastify';
import WebSocket from 'ws';
import { SENSITIVE_FIELDS, type Permission } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  asAdmin,
  asEngineerRole,
  asManager,
  asPending,
  asSupport,
  type SignedIn,
} from '../helpers/accounts';
import { mobileSession, putProfile, registerEngineer } from '../engineers/engineer-helpers';

/** Each declared sensitive field's sentinel: unique text where the field is free, else a shape. */
const SENTINELS: Record<string, { value: string; pattern: RegExp }> = {
  'engineer.pay_rate': { value: '8765.43', pattern: /8765\.43/ },
  'engineer.pay_currency': {
    value: 'EUR',
    pattern: /"pay_currency":"EUR"|"field":"pay_currency","from":[^}]*?"to":"EUR"/,
  },
  'engineer.payment_currency': {
    value: 'EUR',
    pattern: /"payment_currency":"EUR"|"field":"payment_currency","from":[^}]*?"to":"EUR"/,
  },
  'engineer.bank_name': { value: 'Qx7 Sentinel Bank', pattern: /Qx7 Sentinel Bank/ },
  'engineer.account_type': {
    value: 'Business',
    pattern: /"account_type":"Business"|"field":"account_type","from":[^}]*?"to":"Business"/,
  },
  'engineer.account_name': { value: 'Qx7 Sentinel Holder', pattern: /Qx7 Sentinel Holder/ },
  'engineer.sort_code': { value: '98-76-54', pattern: /98-?76-?54/ },
  'engineer.iban': { value: 'DE89370400440532013000', pattern: /DE89\s?3704/ },
};

interface Reader {
  name: string;
  cookie: string;
  permissions: readonly Permission[];
  /** The engineer's own mobile session reads its own record, whatever the policy says of staff. */
  own?: boolean;
  heard: string[];
  socket?: WebSocket;
}

const routes: RouteOptions[] = [];

describe('every exit checks its reader', { timeout: 180_000 }, () => {
  let t: TestApp;
  let port: number;
  let engineerId: number;
  const readers: Reader[] = [];
  const seen = new Map<string, string[]>();

  before(async () => {
    t = await createTestApp({}, { onRoute: (route) => void routes.push(route) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;

    const staff: [string, Promise<SignedIn>][] = [
      ['Admin', asAdmin(t.app)],
      ['Manager', asManager(t.app)],
      ['Engineer role', asEngineerRole(t.app)],
      ['Customer Support', asSupport(t.app)],
      ['pending', asPending(t.app)],
    ];
    for (const [name, signing] of staff) {
      const account = await signing;
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { cookie: account.cookie },
      });
      readers.push({
        name,
        cookie: account.cookie,
        permissions: (me.json() as { permissions: Permission[] }).permissions,
        heard: [],
      });
    }
    // Every staff reader listens while the sentinels are planted.
    for (const reader of readers) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
        headers: { cookie: reader.cookie },
      });
      socket.on('message', (raw) => reader.heard.push(String(raw)));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      reader.socket = socket;
    }

    const engineer = await registerEngineer(t, 'Sweep Engineer');
    engineerId = engineer.id;
    const admin = readers[0]!;
    const pay = await t.app.inject({
      method: 'PUT',
      url: `/api/engineers/${engineerId}`,
      headers: { cookie: admin.cookie },
      payload: {
        pay_rate: SENTINELS['engineer.pay_rate']!.value,
        pay_currency: SENTINELS['engineer.pay_currency']!.value,
      },
    });
    assert.equal(pay.statusCode, 200, pay.body);
    const mobile = await mobileSession(t, engineer.email);
    const bank = await putProfile(t, mobile, {
      paymentDetails: {
        payment_currency: SENTINELS['engineer.payment_currency']!.value,
        bank_name: SENTINELS['engineer.bank_name']!.value,
        account_type: SENTINELS['engineer.account_type']!.value,
        account_name: SENTINELS['engineer.account_name']!.value,
        sort_code: SENTINELS['engineer.sort_code']!.value,
        iban: SENTINELS['engineer.iban']!.value,
      },
    });
    assert.equal(bank.statusCode, 200, bank.body);
    readers.push({ name: 'mobile (own)', cookie: mobile, permissions: [], own: true, heard: [] });
    // The planting's events have been sent; give them a moment to arrive.
    await new Promise((r) => setTimeout(r, 500));
    for (const reader of readers) reader.socket?.close();

    for (const reader of readers) seen.set(reader.name, await readEveryExit(reader));
  });
  after(async () => t.close());

  /** Every GET route with the planted engineer as its id, plus the audit trail's own views. */
  async function readEveryExit(reader: Reader): Promise<string[]> {
    const urls = routes
      .filter((r) => [r.method].flat().includes('GET'))
      .map((r) => r.url)
      .filter((url) => url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/ws')
      .map((url) => url.replace(/:[a-zA-Z]+/g, String(engineerId)));
    urls.push(
      `/api/audit?entity=engineer&entity_id=${engineerId}`,
      '/api/audit?search=Sweep%20Engineer',
      '/api/audit?limit=200',
      `/api/audit/export.csv?entity=engineer&entity_id=${engineerId}`,
      `/api/engineers?search=Sweep`,
    );
    const bodies: string[] = [];
    for (const url of new Set(urls)) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: reader.cookie },
      });
      assert.ok(response.statusCode < 500, `${url} as ${reader.name}: ${response.body}`);
      bodies.push(`${url} ${response.body}`);
    }
    return [...bodies, ...reader.heard.map((message) => `socket ${message}`)];
  }

  it('has a sentinel for every field the policy declares sensitive', () => {
    const declared = Object.entries(SENSITIVE_FIELDS).flatMap(([entity, fields]) =>
      Object.keys(fields).map((field) => `${entity}.${field}`),
    );
    assert.deepEqual(
      declared.filter((key) => !SENTINELS[key]),
      [],
    );
  });

  for (const [key, sentinel] of Object.entries(SENTINELS)) {
    const [entity, field] = key.split('.') as [keyof typeof SENSITIVE_FIELDS, string];
    const needed = (SENSITIVE_FIELDS[entity] as Record<string, Permission>)[field]!;
    it(`${key} shows only to readers with ${needed} (and the engineer's own app)`, () => {
      let shownToAllowed = 0;
      for (const reader of readers) {
        const allowed = reader.own || reader.permissions.includes(needed);
        const leaks = seen.get(reader.name)!.filter((body) => sentinel.pattern.test(body));
        if (allowed) shownToAllowed += leaks.length;
        else
          assert.deepEqual(
            leaks.map((body) => body.slice(0, 300)),
            [],
            `${key} reached ${reader.name}`,
          );
      }
      assert.ok(shownToAllowed > 0, `${key} showed to nobody: the sweep saw nothing`);
    });
  }
});
