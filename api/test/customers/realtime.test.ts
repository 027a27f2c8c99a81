import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { createCustomer, customerBody, sendCustomer } from './customer-factory';

describe('customer writes announce themselves in realtime', () => {
  let t: TestApp;
  let cookie: string;
  let listener: pg.Client;
  const events: { event: string; data: Record<string, unknown>; requestId?: string }[] = [];
  before(async () => {
    t = await createTestApp();
    cookie = (await asAdmin(t.app)).cookie;
    // Listen where every API process publishes, as another instance would.
    listener = new pg.Client({ connectionString: t.databaseUrl });
    await listener.connect();
    listener.on('notification', (msg) => events.push(JSON.parse(msg.payload!)));
    await listener.query('listen trellis_events');
  });
  after(async () => {
    await listener.end();
    await t.close();
  });

  const waitFor = async (event: string, id?: number, count = 1) => {
    for (let i = 0; i < 100; i += 1) {
      const found = events.filter(
        (e) => e.event === event && (id === undefined || e.data.id === id),
      );
      if (found.length >= count) return found.at(-1)!;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${event} for ${id}`);
  };

  it('sends customer:created|updated|deleted, each followed by counts:updated', async () => {
    const customer = await createCustomer(t, cookie, { fields: { name: 'Live Ltd' } });
    const created = await waitFor('customer:created', customer.id);
    assert.deepEqual(created.data, { id: customer.id, name: 'Live Ltd', code: customer.code });
    assert.equal((await waitFor('counts:updated')).data.customers, 1);

    await sendCustomer(t, cookie, { fields: { name: 'Live Renamed' } }, customer.id);
    assert.equal((await waitFor('customer:updated', customer.id)).data.name, 'Live Renamed');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${customer.id}`,
      headers: { cookie },
    });
    await waitFor('customer:deleted', customer.id);
    assert.equal((await waitFor('counts:updated', undefined, 3)).data.customers, 0);
  });

  it("names the request that caused the event, so its author's tab can skip the echo", async () => {
    const create = (requestId: string) => {
      const body = customerBody({ fields: { name: `Echo ${requestId}` } });
      return t.app.inject({
        method: 'POST',
        url: '/api/customers',
        payload: body.payload,
        headers: { ...body.headers, cookie, 'x-request-id': requestId },
      });
    };
    const sent = 'tab-7f3a9c21_0042';
    const mine = (await create(sent)).json();
    assert.equal((await waitFor('customer:created', mine.id)).requestId, sent);

    // Not an id the API accepts (spaces, quotes): it is never echoed, the request gets its own.
    const forged = 'x"> <script>';
    const other = (await create(forged)).json();
    const event = await waitFor('customer:created', other.id);
    assert.notEqual(event.requestId, forged);
    assert.match(event.requestId ?? '', /^[0-9a-f-]{36}$/);
  });
});
