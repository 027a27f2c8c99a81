import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SAVED_VIEW_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asManager, asSupport } from '../helpers/accounts';
import { createCustomer } from '../customers/customer-factory';
import { saveView, viewCall } from './view-calls';

const QUERY = 'order=asc&search=View&sort=name';

describe("a list's address naming a saved view alone answers the list as the view shows it", () => {
  let t: TestApp;
  let manager: string;
  let support: string;
  let mine: number;
  let shared: number;
  before(async () => {
    // Views remembered for a minute: only their change notices can make the answers right.
    t = await createTestApp({ SESSION_CACHE_MS: '60000' });
    manager = (await asManager(t.app)).cookie;
    support = (await asSupport(t.app)).cookie;
    const admin = (await asAdmin(t.app)).cookie;
    for (const name of ['View Beta', 'Other Gamma', 'View Alpha'])
      await createCustomer(t, admin, {
        fields: { name, account_email: `${name.replace(' ', '.').toLowerCase()}@list.test` },
      });
    mine = (await saveView(t, manager, { list: 'customers', name: 'Mine', query: QUERY })).id;
    shared = (
      await saveView(t, manager, { list: 'customers', name: 'Ours', query: QUERY, shared: true })
    ).id;
  });
  after(() => t?.close());

  const names = (body: { items: { name: string }[] }) => body.items.map((c) => c.name);

  it('answers exactly what the view’s own query answers, to its owner and, when shared, to others', async () => {
    const byAddress = await viewCall(t, manager, 'GET', `/api/customers?${QUERY}`);
    assert.equal(byAddress.statusCode, 200, byAddress.body);
    assert.deepEqual(names(byAddress.json()), ['View Alpha', 'View Beta']);

    const byView = await viewCall(t, manager, 'GET', `/api/customers?saved=${mine}`);
    assert.equal(byView.statusCode, 200, byView.body);
    assert.deepEqual(byView.json(), byAddress.json());

    const sharedView = await viewCall(t, support, 'GET', `/api/customers?saved=${shared}`);
    assert.deepEqual(names(sharedView.json()), ['View Alpha', 'View Beta']);
  });

  it('answers 404 for a private view of someone else or a view of another list, and 400 for a bad id', async () => {
    const private_ = await viewCall(t, support, 'GET', `/api/customers?saved=${mine}`);
    assert.equal(private_.statusCode, 404, private_.body);
    assert.equal(private_.json().message, SAVED_VIEW_MESSAGES.notFound);

    const leads = (await saveView(t, manager, { list: 'leads', name: 'Leads view' })).id;
    const otherList = await viewCall(t, manager, 'GET', `/api/customers?saved=${leads}`);
    assert.equal(otherList.statusCode, 404, otherList.body);
    assert.equal(
      (await viewCall(t, manager, 'GET', '/api/customers?saved=999999')).statusCode,
      404,
    );

    for (const bad of ['abc', '0', '-3', '1.5', '2147483648']) {
      const response = await viewCall(t, manager, 'GET', `/api/customers?saved=${bad}`);
      assert.equal(response.statusCode, 400, `${bad}: ${response.body}`);
      assert.deepEqual(response.json().details, [
        { path: 'saved', message: SAVED_VIEW_MESSAGES.badId },
      ]);
    }
  });

  it('leaves out a stored filter the list no longer accepts, and answers the rest of the view', async () => {
    const view = (await saveView(t, manager, { list: 'customers', name: 'Stale', query: QUERY }))
      .id;
    // As a view saved before a filter's values changed: stored by hand, past the API's check.
    await t
      .db('saved_views')
      .where({ id: view })
      .update({ query: `documents=no-longer-a-filter&${QUERY}` });
    const byView = await viewCall(t, manager, 'GET', `/api/customers?saved=${view}`);
    assert.equal(byView.statusCode, 200, byView.body);
    const byAddress = await viewCall(t, manager, 'GET', `/api/customers?${QUERY}`);
    assert.deepEqual(byView.json(), byAddress.json());
    assert.deepEqual(names(byView.json()), ['View Alpha', 'View Beta']);
  });

  it('leaves the view out when the address says more than the view: the address is explicit', async () => {
    const explicit = await viewCall(t, manager, 'GET', `/api/customers?saved=${mine}&search=Gamma`);
    assert.equal(explicit.statusCode, 200, explicit.body);
    assert.deepEqual(names(explicit.json()), ['Other Gamma']);
  });

  it('forgets a view changed since it was opened: through the API at once, by hand in SQL on its notice', async () => {
    const view = (
      await saveView(t, manager, {
        list: 'customers',
        name: 'Soon private',
        query: QUERY,
        shared: true,
      })
    ).id;
    const opened = () => viewCall(t, support, 'GET', `/api/customers?saved=${view}`);
    assert.equal((await opened()).statusCode, 200);

    const unshared = await viewCall(t, manager, 'PUT', `/api/views/${view}`, {
      name: 'Soon private',
      shared: false,
    });
    assert.equal(unshared.statusCode, 200, unshared.body);
    assert.equal((await opened()).statusCode, 404);

    // Shared again, opened (and so remembered), then made private as another process would.
    await viewCall(t, manager, 'PUT', `/api/views/${view}`, { name: 'Soon private', shared: true });
    assert.equal((await opened()).statusCode, 200);
    await t.db('saved_views').where({ id: view }).update({ shared: false });
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await opened()).statusCode;
    }
    assert.equal(status, 404);
  });
});
