import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assetSchema, type Asset } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { listenToEvents } from '../helpers/realtime-listener';
import { registerEngineer } from '../engineers/engineer-helpers';
import {
  assetBody,
  createAsset,
  deleteAsset,
  getAsset,
  sendAsset,
  type AssetFixture,
} from './asset-factory';

describe('assets: create, read, update, delete', () => {
  let t: TestApp;
  let fixture: AssetFixture;
  let staff: { id: number; username: string; email: string };
  let heard: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    t = await createTestApp();
    const account = await asAdmin(t.app, { username: 'Asset Keeper' });
    staff = account.user;
    fixture = { t, cookie: account.cookie };
    heard = await listenToEvents(t);
  });
  after(async () => {
    await heard.close();
    await t.close();
  });

  it('creates an asset and answers it whole: trimmed text, the value as 2 decimals', async () => {
    const response = await sendAsset(fixture, assetBody({ name: '  ThinkPad X1  ', location: '' }));
    assert.equal(response.statusCode, 201, response.body);
    const asset = assetSchema.parse(response.json());
    assert.deepEqual(
      { ...asset, id: 0, created_at: '', updated_at: '' },
      {
        id: 0,
        name: 'ThinkPad X1',
        serial_no: null,
        type: 'Laptop',
        assignee: 'Jane Doe',
        assignee_user_id: null,
        assignee_user: null,
        location: null,
        status: 'Active',
        purchase_date: '2025-03-10',
        value: '1450.50',
        currency: 'EUR',
        created_at: '',
        updated_at: '',
      },
    );
    const read = await getAsset(fixture, asset.id);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json(), asset);
  });

  it('updates every field, and announces creates, updates and deletes', async () => {
    const created = await createAsset(fixture);
    await heard.waitFor('asset:created', (e) => e.data.id === created.id);
    const response = await sendAsset(
      fixture,
      assetBody({
        name: 'Pixel 8',
        type: 'Mobile',
        assignee: 'Sam Lee',
        location: 'Warehouse',
        status: 'Maintenance',
        purchase_date: '2024-06-01',
        value: 799,
        currency: 'GBP',
      }),
      created.id,
    );
    assert.equal(response.statusCode, 200, response.body);
    const updated = response.json() as Asset;
    assert.deepEqual(
      [updated.name, updated.type, updated.assignee, updated.location, updated.status],
      ['Pixel 8', 'Mobile', 'Sam Lee', 'Warehouse', 'Maintenance'],
    );
    assert.deepEqual(
      [updated.purchase_date, updated.value, updated.currency],
      ['2024-06-01', '799.00', 'GBP'],
    );
    assert.equal(updated.created_at, created.created_at);
    assert.deepEqual((await getAsset(fixture, created.id)).json(), updated);
    const event = await heard.waitFor('asset:updated', (e) => e.data.id === created.id);
    assert.deepEqual(event.data, {
      id: created.id,
      name: 'Pixel 8',
      type: 'Mobile',
      status: 'Maintenance',
    });

    const removed = await deleteAsset(fixture, created.id);
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json(), { ok: true });
    assert.equal((await getAsset(fixture, created.id)).statusCode, 404);
    await heard.waitFor('asset:deleted', (e) => e.data.id === created.id);
  });

  it('answers 404 for an asset that does not exist, on every verb', async () => {
    for (const id of [999999, 2 ** 31]) {
      const read = await getAsset(fixture, id);
      assert.equal(read.statusCode, 404);
      assert.deepEqual(read.json(), { message: 'Asset not found', code: 'NOT_FOUND' });
      assert.equal((await sendAsset(fixture, assetBody(), id)).statusCode, 404);
      assert.equal((await deleteAsset(fixture, id)).statusCode, 404);
    }
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = await t.db('assets').count<{ n: number }[]>({ n: '*' });
    const response = await sendAsset(
      fixture,
      assetBody({
        name: '',
        type: 'Tablet',
        status: 'Lost',
        purchase_date: 'yesterday',
        value: 'a lot',
        currency: 'JPY',
      }),
    );
    assert.equal(response.statusCode, 400);
    const body = response.json() as { code: string; details: { path: string; message: string }[] };
    assert.equal(body.code, 'VALIDATION_FAILED');
    assert.deepEqual(Object.fromEntries(body.details.map((d) => [d.path, d.message])), {
      name: 'Asset Name is required',
      type: 'Type must be one of: Desktop, Laptop, Mobile',
      status: 'Status must be one of: Active, Maintenance, Retired',
      purchase_date: 'Purchase Date must be a date (YYYY-MM-DD)',
      value: 'Value must be a number',
      currency: 'Currency must be one of: EUR, USD, GBP',
    });
    const missing = await sendAsset(fixture, {});
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /Asset Name is required/);
    const badId = await getAsset(fixture, 'abc');
    assert.equal(badId.statusCode, 400);
    assert.equal(
      (await sendAsset(fixture, assetBody({ value: '12.345' }))).json().details[0].path,
      'value',
    );
    const after = await t.db('assets').count<{ n: number }[]>({ n: '*' });
    assert.deepEqual(after, before);
  });

  it('links the assignee to a system user or an engineer, naming them when no name was typed', async () => {
    const toStaff = await createAsset(fixture, { assignee: '', assignee_user_id: staff.id });
    assert.equal(toStaff.assignee, 'Asset Keeper');
    assert.deepEqual(toStaff.assignee_user, {
      id: staff.id,
      name: 'Asset Keeper',
      email: staff.email,
      role: 'staff',
    });
    const engineer = await registerEngineer(t, 'Field Engineer Fay');
    const toEngineer = await createAsset(fixture, {
      assignee: 'Fay (field kit)',
      assignee_user_id: String(engineer.id),
    });
    assert.equal(toEngineer.assignee, 'Fay (field kit)');
    assert.equal(toEngineer.assignee_user?.role, 'engineer');
    assert.equal(toEngineer.assignee_user?.name, 'Field Engineer Fay');

    const unknown = await sendAsset(fixture, assetBody({ assignee_user_id: 999999 }));
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json().details, [
      { path: 'assignee_user_id', message: 'The selected assignee does not exist' },
    ]);

    // The account goes; the asset stays, with the typed name and no link.
    await t.db('users').where({ id: engineer.id }).delete();
    const orphan = (await getAsset(fixture, toEngineer.id)).json() as Asset;
    assert.equal(orphan.assignee_user_id, null);
    assert.equal(orphan.assignee_user, null);
    assert.equal(orphan.assignee, 'Fay (field kit)');

    const unlinked = await sendAsset(fixture, assetBody({ assignee_user_id: null }), toStaff.id);
    assert.equal(unlinked.statusCode, 200);
    assert.equal((unlinked.json() as Asset).assignee_user, null);
  });

  it('offers system users and engineers to link, searched by name or email', async () => {
    await registerEngineer(t, 'Linkable Lena');
    const search = async (q: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/assets/assignees?search=${encodeURIComponent(q)}`,
        headers: { cookie: fixture.cookie },
      });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as { items: { name: string; role: string }[] }).items;
    };
    assert.deepEqual(
      (await search('linkable')).map((u) => [u.name, u.role]),
      [['Linkable Lena', 'engineer']],
    );
    assert.deepEqual(
      (await search(staff.email)).map((u) => [u.name, u.role]),
      [['Asset Keeper', 'staff']],
    );
    assert.deepEqual(await search('%_nobody_%'), []);
  });
});
