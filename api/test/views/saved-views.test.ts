import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SAVED_VIEW_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asManager, asSupport } from '../helpers/accounts';
import { changeMap, rowsOf } from '../audit/rows-since';
import { saveView, viewCall, viewNames } from './view-calls';

describe('saved views: save, read, rename, delete, each audited', () => {
  let t: TestApp;
  let manager: string;
  let support: string;
  before(async () => {
    t = await createTestApp();
    manager = (await asManager(t.app, { username: 'Mia Manager' })).cookie;
    support = (await asSupport(t.app)).cookie;
  });
  after(() => t?.close());

  it('keeps a list’s filter, sort and columns, without the page it was on, and audits it', async () => {
    const { result: view, rows } = await rowsOf(t, () =>
      saveView(t, manager, {
        list: 'tickets',
        name: '  Open urgent  ',
        query: '?status=open&page=4&priority=urgent&saved=9&sort=date&view=board',
        hidden_columns: ['engineer', 'customer', 'engineer'],
      }),
    );
    assert.equal(view.name, 'Open urgent');
    assert.equal(view.query, 'priority=urgent&sort=date&status=open&view=board');
    assert.deepEqual(view.hidden_columns, ['customer', 'engineer']);
    assert.deepEqual(
      [view.mine, view.shared, view.is_default, view.owner.name],
      [true, false, false, 'Mia Manager'],
    );
    assert.deepEqual(
      rows.map((r) => [r.action, r.entity, r.entity_label]),
      [['saved_view.created', 'saved_view', 'Open urgent (tickets)']],
    );
    assert.deepEqual(changeMap(rows[0]!).name, [null, 'Open urgent']);

    const read = await viewCall(t, manager, 'GET', `/api/views/${view.id}`);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json(), view);
  });

  it('refuses a second view of one name on one list, in any case, but not on another list', async () => {
    await saveView(t, manager, { list: 'leads', name: 'Stale' });
    const twice = await viewCall(t, manager, 'POST', '/api/views', {
      list: 'leads',
      name: 'STALE',
    });
    assert.equal(twice.statusCode, 409, twice.body);
    assert.deepEqual(twice.json().details, [
      { path: 'name', message: SAVED_VIEW_MESSAGES.nameTaken },
    ]);
    await saveView(t, manager, { list: 'customers', name: 'Stale' });
    // Another person's names are theirs.
    await saveView(t, support, { list: 'leads', name: 'Stale' });
  });

  it('answers bad bodies with the form’s messages, and an unknown list as a 400', async () => {
    const empty = await viewCall(t, manager, 'POST', '/api/views', { list: 'tickets', name: ' ' });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(
      empty.json().details.map((d: { message: string }) => d.message),
      ['View name is required'],
    );
    const columns = await viewCall(t, manager, 'POST', '/api/views', {
      list: 'tickets',
      name: 'Odd',
      hidden_columns: ['DROP TABLE'],
    });
    assert.equal(columns.statusCode, 400);
    const unknown = await viewCall(t, manager, 'GET', '/api/views?list=everything');
    assert.equal(unknown.statusCode, 400);
  });

  it('renames and re-filters a view with one audit row of what changed, and none for no change', async () => {
    const view = await saveView(t, manager, {
      list: 'assets',
      name: 'Laptops',
      query: 'type=laptop',
    });
    const body = {
      name: 'All laptops',
      shared: false,
      query: 'type=laptop&sort=name',
      hidden_columns: [],
    };
    const { result, rows } = await rowsOf(t, () =>
      viewCall(t, manager, 'PUT', `/api/views/${view.id}`, body),
    );
    assert.equal(result.statusCode, 200, result.body);
    assert.equal(result.json().name, 'All laptops');
    assert.deepEqual(
      rows.map((r) => r.action),
      ['saved_view.updated'],
    );
    assert.deepEqual(changeMap(rows[0]!), {
      name: ['Laptops', 'All laptops'],
      query: ['type=laptop', 'sort=name&type=laptop'],
    });
    const again = await rowsOf(t, () => viewCall(t, manager, 'PUT', `/api/views/${view.id}`, body));
    assert.equal(again.result.statusCode, 200);
    assert.deepEqual(again.rows, []);
  });

  it('lets only its owner see, change or delete a private view', async () => {
    const view = await saveView(t, manager, { list: 'customers', name: 'Mine alone' });
    assert.ok(!(await viewNames(t, support, 'customers')).includes('Mine alone'));
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await viewCall(t, support, method, `/api/views/${view.id}`, payload);
      assert.equal(response.statusCode, 404, `${method}: ${response.body}`);
    }
    const { result, rows } = await rowsOf(t, () =>
      viewCall(t, manager, 'DELETE', `/api/views/${view.id}`),
    );
    assert.equal(result.statusCode, 200);
    assert.equal(result.json().message, SAVED_VIEW_MESSAGES.deleted);
    assert.deepEqual(
      rows.map((r) => r.action),
      ['saved_view.deleted'],
    );
    assert.equal((await viewCall(t, manager, 'GET', `/api/views/${view.id}`)).statusCode, 404);
  });
});
