// The trail of the office records: each asset and holiday created, edited (only what changed) and
// deleted (with its name), a holiday sync as one row with what it added, and the shared
// notifications marked read; nothing for an edit that changed nothing or was refused.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Asset, Holiday, HolidaySyncResult } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asManager, asSupport, type SignedIn } from '../helpers/accounts';
import { assetBody } from '../assets/asset-factory';
import { holidayBody, todayOf } from '../holidays/holiday-factory';
import { changeMap, rowsOf } from './rows-since';

describe('the audit trail of assets, holidays and notifications', () => {
  let t: TestApp;
  let admin: SignedIn;
  let manager: SignedIn;
  let support: SignedIn;
  before(async () => {
    t = await createTestApp();
    admin = await asAdmin(t.app, { username: 'Ada Admin' });
    manager = await asManager(t.app, { username: 'Mona Manager' });
    support = await asSupport(t.app, { username: 'Sam Support' });
  });
  after(async () => t.close());

  const call = (who: SignedIn, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    rowsOf(t, () =>
      t.app.inject({
        method,
        url,
        headers: { cookie: who.cookie },
        ...(payload === undefined ? {} : { payload }),
      }),
    );
  const identity = (r: { action: string; entity: string; entity_id: string | null }) => [
    r.action,
    r.entity,
    r.entity_id,
  ];

  it('records an asset created, each edit with only what changed, and its deletion', async () => {
    const created = await call(
      admin,
      'POST',
      '/api/assets',
      assetBody({ name: 'Audit Laptop', assignee: '', assignee_user_id: manager.user.id }),
    );
    assert.equal(created.result.statusCode, 201, created.result.body);
    const asset = created.result.json() as Asset;
    assert.deepEqual(created.rows.map(identity), [['asset.created', 'asset', String(asset.id)]]);
    const [creation] = created.rows;
    assert.deepEqual(
      [creation!.entity_label, creation!.actor_name, creation!.actor_kind],
      ['Audit Laptop', 'Ada Admin', 'staff'],
    );
    assert.deepEqual(changeMap(creation!), {
      name: [null, 'Audit Laptop'],
      type: [null, 'Laptop'],
      assignee: [null, 'Mona Manager'],
      assignee_account: [null, `Mona Manager <${manager.user.email}>`],
      location: [null, 'Office A'],
      status: [null, 'Active'],
      purchase_date: [null, '2025-03-10'],
      value: [null, '1450.50'],
      currency: [null, 'EUR'],
    });

    const body = assetBody({
      name: 'Audit Laptop',
      assignee: 'Mona Manager',
      assignee_user_id: manager.user.id,
      location: 'Repair shop',
      status: 'Maintenance',
    });
    const edited = await call(manager, 'PUT', `/api/assets/${asset.id}`, body);
    assert.equal(edited.result.statusCode, 200, edited.result.body);
    assert.deepEqual(edited.rows.map(identity), [['asset.updated', 'asset', String(asset.id)]]);
    assert.equal(edited.rows[0]!.actor_name, 'Mona Manager');
    assert.deepEqual(changeMap(edited.rows[0]!), {
      location: ['Office A', 'Repair shop'],
      status: ['Active', 'Maintenance'],
    });

    const unchanged = await call(manager, 'PUT', `/api/assets/${asset.id}`, body);
    assert.equal(unchanged.result.statusCode, 200, unchanged.result.body);
    assert.deepEqual(unchanged.rows, [], 'an edit that changes nothing');
    const refused = await call(manager, 'PUT', `/api/assets/${asset.id}`, {
      ...body,
      assignee_user_id: 999999,
    });
    assert.equal(refused.result.statusCode, 400, refused.result.body);
    assert.deepEqual(refused.rows, []);

    const deleted = await call(admin, 'DELETE', `/api/assets/${asset.id}`);
    assert.equal(deleted.result.statusCode, 200, deleted.result.body);
    assert.deepEqual(deleted.rows.map(identity), [['asset.deleted', 'asset', String(asset.id)]]);
    assert.equal(deleted.rows[0]!.entity_label, 'Audit Laptop');
    const gone = changeMap(deleted.rows[0]!);
    assert.deepEqual(gone.name, ['Audit Laptop', null]);
    assert.deepEqual(gone.status, ['Maintenance', null]);
    assert.deepEqual(gone.value, ['1450.50', null]);
    const missing = await call(admin, 'DELETE', `/api/assets/${asset.id}`);
    assert.equal(missing.result.statusCode, 404);
    assert.deepEqual(missing.rows, []);
  });

  it('records a holiday created, edited and deleted; nothing for a duplicate or an empty edit', async () => {
    const created = await call(admin, 'POST', '/api/holidays', holidayBody());
    assert.equal(created.result.statusCode, 201, created.result.body);
    const holiday = created.result.json() as Holiday;
    const label = 'Founders Day 2026-06-15 (United Kingdom)';
    assert.deepEqual(created.rows.map(identity), [
      ['holiday.created', 'holiday', String(holiday.id)],
    ]);
    assert.deepEqual(
      [created.rows[0]!.entity_label, created.rows[0]!.actor_name],
      [label, 'Ada Admin'],
    );
    assert.deepEqual(changeMap(created.rows[0]!), {
      title: [null, 'Founders Day'],
      type: [null, 'Public Holiday'],
      country: [null, 'United Kingdom'],
      date: [null, '2026-06-15'],
    });
    const duplicate = await call(admin, 'POST', '/api/holidays', holidayBody());
    assert.equal(duplicate.result.statusCode, 409, duplicate.result.body);
    assert.deepEqual(duplicate.rows, []);

    const other = await call(admin, 'POST', '/api/holidays', holidayBody({ title: 'Other Day' }));
    assert.equal(other.result.statusCode, 201, other.result.body);
    const clash = await call(manager, 'PUT', `/api/holidays/${holiday.id}`, {
      ...holidayBody(),
      title: 'Other Day',
    });
    assert.equal(clash.result.statusCode, 409, clash.result.body);
    assert.deepEqual(clash.rows, [], 'a refused edit rolls back with its row');

    const moved = await call(
      manager,
      'PUT',
      `/api/holidays/${holiday.id}`,
      holidayBody({ date: '2026-06-16', type: 'Bank Holiday' }),
    );
    assert.equal(moved.result.statusCode, 200, moved.result.body);
    assert.deepEqual(moved.rows.map(identity), [
      ['holiday.updated', 'holiday', String(holiday.id)],
    ]);
    assert.deepEqual(
      [moved.rows[0]!.entity_label, moved.rows[0]!.actor_name],
      ['Founders Day 2026-06-16 (United Kingdom)', 'Mona Manager'],
    );
    assert.deepEqual(changeMap(moved.rows[0]!), {
      type: ['Public Holiday', 'Bank Holiday'],
      date: ['2026-06-15', '2026-06-16'],
    });
    const same = await call(
      manager,
      'PUT',
      `/api/holidays/${holiday.id}`,
      holidayBody({ date: '2026-06-16', type: 'Bank Holiday' }),
    );
    assert.equal(same.result.statusCode, 200, same.result.body);
    assert.deepEqual(same.rows, []);

    const deleted = await call(admin, 'DELETE', `/api/holidays/${holiday.id}`);
    assert.equal(deleted.result.statusCode, 200, deleted.result.body);
    assert.deepEqual(deleted.rows.map(identity), [
      ['holiday.deleted', 'holiday', String(holiday.id)],
    ]);
    assert.equal(deleted.rows[0]!.entity_label, 'Founders Day 2026-06-16 (United Kingdom)');
    assert.deepEqual(changeMap(deleted.rows[0]!).title, ['Founders Day', null]);
  });

  it('records a sync as one row with its country, years and the count it added', async () => {
    const year = Number(todayOf(t).slice(0, 4));
    const first = await call(admin, 'POST', '/api/holidays/sync', { country: 'Germany' });
    assert.equal(first.result.statusCode, 200, first.result.body);
    const result = first.result.json() as HolidaySyncResult;
    assert.ok(result.added > 0);
    assert.deepEqual(first.rows.map(identity), [['holidays.synced', 'holiday', null]]);
    assert.deepEqual(
      [first.rows[0]!.entity_label, first.rows[0]!.actor_name],
      [`Germany holidays ${year}–${year + 1}`, 'Ada Admin'],
    );
    assert.deepEqual(changeMap(first.rows[0]!), {
      country: [null, 'Germany'],
      years: [null, [year, year + 1]],
      added: [null, result.added],
    });

    // A second sync adds nothing, and says so.
    const second = await call(admin, 'POST', '/api/holidays/sync', { country: 'Germany' });
    assert.equal(second.result.statusCode, 200, second.result.body);
    assert.equal(second.rows.length, 1);
    assert.deepEqual(changeMap(second.rows[0]!).added, [null, 0]);
  });

  it('records "mark all read" with its count, and one notification marked read', async () => {
    const ids: number[] = [];
    for (const i of [1, 2, 3]) {
      const [row] = await t
        .db('notifications')
        .insert({ kind: 'ticket', title: `Audit note ${i}`, message: `Message ${i}` })
        .returning('id');
      ids.push((row as { id: number }).id);
    }
    const one = await call(support, 'PUT', `/api/notifications/${ids[0]}/read`);
    assert.equal(one.result.statusCode, 200, one.result.body);
    assert.deepEqual(one.rows.map(identity), [
      ['notification.read', 'notification', String(ids[0])],
    ]);
    assert.deepEqual(
      [one.rows[0]!.entity_label, one.rows[0]!.actor_name],
      ['Audit note 1', 'Sam Support'],
    );
    assert.deepEqual(changeMap(one.rows[0]!), { read: [false, true] });
    const again = await call(support, 'PUT', `/api/notifications/${ids[0]}/read`);
    assert.equal(again.result.statusCode, 200, again.result.body);
    assert.deepEqual(again.rows, [], 'already read');

    const unread = Number(
      (await t.db('notifications').whereNull('read_at').count<{ count: string }[]>('*'))[0]!.count,
    );
    const all = await call(support, 'PUT', '/api/notifications/read-all');
    assert.equal(all.result.statusCode, 200, all.result.body);
    assert.equal(all.result.json().updated, unread);
    assert.deepEqual(all.rows.map(identity), [['notifications.read_all', 'notification', null]]);
    assert.equal(all.rows[0]!.actor_name, 'Sam Support');
    assert.deepEqual(all.rows[0]!.changes, [{ field: 'marked_read', from: null, to: unread }]);

    const nothing = await call(support, 'PUT', '/api/notifications/read-all');
    assert.equal(nothing.result.statusCode, 200, nothing.result.body);
    assert.deepEqual(nothing.rows, [], 'nothing was unread');
  });
});
