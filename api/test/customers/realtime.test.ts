import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useAdminApp } from '../helpers/admin-app';
import { about } from '../helpers/realtime-listener';
import { createCustomer, customerBody, sendCustomer } from './customer-factory';

describe('customer writes announce themselves in realtime', () => {
  const desk = useAdminApp();

  it('sends customer:created|updated|deleted, each followed by counts:updated', async () => {
    const customer = await createCustomer(desk.t, desk.cookie, { fields: { name: 'Live Ltd' } });
    const created = await desk.heard.waitFor('customer:created', about(customer.id));
    assert.deepEqual(created.data, { id: customer.id, name: 'Live Ltd', code: customer.code });
    assert.equal((await desk.heard.waitFor('counts:updated')).data.customers, 1);

    await sendCustomer(desk.t, desk.cookie, { fields: { name: 'Live Renamed' } }, customer.id);
    assert.equal(
      (await desk.heard.waitFor('customer:updated', about(customer.id))).data.name,
      'Live Renamed',
    );
    await desk.t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${customer.id}`,
      headers: { cookie: desk.cookie },
    });
    await desk.heard.waitFor('customer:deleted', about(customer.id));
    assert.equal((await desk.heard.waitFor('counts:updated', undefined, 3)).data.customers, 0);
  });

  it("names the request that caused the event, so its author's tab can skip the echo", async () => {
    const create = (requestId: string) => {
      const body = customerBody({ fields: { name: `Echo ${requestId}` } });
      return desk.t.app.inject({
        method: 'POST',
        url: '/api/customers',
        payload: body.payload,
        headers: { ...body.headers, cookie: desk.cookie, 'x-request-id': requestId },
      });
    };
    const sent = 'tab-7f3a9c21_0042';
    const mine = (await create(sent)).json();
    assert.equal((await desk.heard.waitFor('customer:created', about(mine.id))).requestId, sent);

    // Not an id the API accepts (spaces, quotes): it is never echoed, the request gets its own.
    const forged = 'x"> <script>';
    const other = (await create(forged)).json();
    const event = await desk.heard.waitFor('customer:created', about(other.id));
    assert.notEqual(event.requestId, forged);
    assert.match(event.requestId ?? '', /^[0-9a-f-]{36}$/);
  });
});
