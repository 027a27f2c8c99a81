import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SAVED_VIEW_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asManager, asSupport } from '../helpers/accounts';
import { saveView, viewCall, viewNames } from './view-calls';

describe('saved views: shared with everyone who may open the list, and default views', () => {
  let t: TestApp;
  let manager: string;
  let support: string;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    manager = (await asManager(t.app)).cookie;
    support = (await asSupport(t.app)).cookie;
    admin = (await asAdmin(t.app)).cookie;
  });
  after(() => t?.close());

  it('shares a view only for those who may change the list’s records', async () => {
    // Customer Support reads tickets but does not hold Update.
    const refused = await viewCall(t, support, 'POST', '/api/views', {
      list: 'tickets',
      name: 'For everyone',
      shared: true,
    });
    assert.equal(refused.statusCode, 403, refused.body);
    const own = await saveView(t, support, { list: 'tickets', name: 'Just mine' });
    const sharing = await viewCall(t, support, 'PUT', `/api/views/${own.id}`, {
      name: 'Just mine',
      shared: true,
    });
    assert.equal(sharing.statusCode, 403, sharing.body);
  });

  it('shows a shared view to others, after their own, and keeps its changes to its owner', async () => {
    const shared = await saveView(t, manager, {
      list: 'leads',
      name: 'Team pipeline',
      shared: true,
    });
    await saveView(t, support, { list: 'leads', name: 'Zeta mine' });
    assert.deepEqual(await viewNames(t, support, 'leads'), ['Zeta mine', 'Team pipeline']);
    const seen = await viewCall(t, support, 'GET', `/api/views/${shared.id}`);
    assert.equal(seen.statusCode, 200);
    assert.equal(seen.json().mine, false);
    const edit = await viewCall(t, support, 'PUT', `/api/views/${shared.id}`, { name: 'Mine now' });
    assert.equal(edit.statusCode, 403);
    assert.equal(edit.json().message, SAVED_VIEW_MESSAGES.notOwner);
    assert.equal((await viewCall(t, support, 'DELETE', `/api/views/${shared.id}`)).statusCode, 403);
    // Whoever may share may also remove a shared view someone else left behind.
    const removed = await viewCall(t, admin, 'DELETE', `/api/views/${shared.id}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(await viewNames(t, support, 'leads'), ['Zeta mine']);
  });

  it('keeps views of a list from those who may not open it', async () => {
    const payouts = await saveView(t, manager, { list: 'payouts', name: 'Unpaid', shared: true });
    // Customer Support does not hold Manage Team, which the payouts list takes.
    assert.equal((await viewCall(t, support, 'GET', '/api/views?list=payouts')).statusCode, 403);
    assert.equal((await viewCall(t, support, 'GET', `/api/views/${payouts.id}`)).statusCode, 403);
    const saving = await viewCall(t, manager, 'POST', '/api/views', {
      list: 'system-users',
      name: 'Pending',
    });
    assert.equal(saving.statusCode, 403, 'system users take Manage Users');
  });

  it('opens a list with the reader’s default view, until it is cleared, unshared or deleted', async () => {
    const shared = await saveView(t, manager, { list: 'customers', name: 'Active', shared: true });
    const setDefault = (cookie: string, viewId: number | null, list = 'customers') =>
      viewCall(t, cookie, 'PUT', '/api/views/default', { list, view_id: viewId });
    const defaultOf = async (cookie: string) =>
      (await viewCall(t, cookie, 'GET', '/api/views?list=customers')).json().default_view_id;

    assert.equal((await setDefault(support, shared.id)).statusCode, 200);
    assert.equal(await defaultOf(support), shared.id);
    const item = await viewCall(t, support, 'GET', `/api/views/${shared.id}`);
    assert.equal(item.json().is_default, true);
    assert.equal((await setDefault(support, shared.id, 'leads')).statusCode, 400);

    // Made private again, it is its owner's alone: others' defaults fall back to the list.
    await setDefault(manager, shared.id);
    const unshare = await viewCall(t, manager, 'PUT', `/api/views/${shared.id}`, {
      name: 'Active',
    });
    assert.equal(unshare.statusCode, 200, unshare.body);
    assert.equal(await defaultOf(support), null);
    assert.equal(await defaultOf(manager), shared.id);
    assert.equal((await setDefault(support, shared.id)).statusCode, 404);

    await viewCall(t, manager, 'DELETE', `/api/views/${shared.id}`);
    assert.equal(await defaultOf(manager), null);
    const own = await saveView(t, manager, { list: 'customers', name: 'Mine' });
    await setDefault(manager, own.id);
    assert.equal((await setDefault(manager, null)).statusCode, 200);
    assert.equal(await defaultOf(manager), null);
  });
});
