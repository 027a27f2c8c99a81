import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  notificationListResponseSchema,
  notificationSchema,
  type Counts,
  type NotificationListResponse,
} from '@trellis/contracts';
import { getJson, useLeaveFixture } from '../leaves/leave-factory';

describe('GET /api/notifications and marking them read', () => {
  const fx = useLeaveFixture();
  let ids: number[];
  before(async () => {
    ids = [];
    for (const i of [1, 2, 3, 4, 5])
      ids.push(
        (
          await fx.t
            .db('notifications')
            .insert({
              kind: i === 5 ? 'lead' : 'ticket',
              title: `Note ${i}`,
              message: `Message ${i}`,
              link: i === 1 ? null : `/tickets?search=${i}`,
              created_at: fx.t.db.raw(`now() + interval '${i} second'`),
            })
            .returning('id')
        )[0].id,
      );
  });

  const list = (query: Record<string, string | number> = {}) =>
    getJson<NotificationListResponse>(fx, '/api/notifications', query);
  const unreadBadge = async () => (await getJson<Counts>(fx, '/api/counts')).notifications;
  const put = (url: string) =>
    fx.t.app.inject({ method: 'PUT', url, headers: { cookie: fx.staff.cookie } });

  it('lists the newest first, with its kind and link, paged, with all and unread counted', async () => {
    const all = notificationListResponseSchema.parse(await list());
    assert.deepEqual(
      all.items.map((n) => n.title),
      ['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1'],
    );
    assert.deepEqual(all.items[0], {
      ...all.items[0],
      kind: 'lead',
      message: 'Message 5',
      link: '/tickets?search=5',
      read: false,
      read_at: null,
    });
    assert.deepEqual(
      { total: all.total, stats: all.stats },
      { total: 5, stats: { total: 5, unread: 5 } },
    );
    const page2 = await list({ limit: 2, page: 2 });
    assert.deepEqual(
      page2.items.map((n) => n.title),
      ['Note 3', 'Note 2'],
    );
  });

  it('marks one read: it leaves the unread list and the badge goes down live; again changes nothing', async () => {
    const before = await unreadBadge();
    const response = await put(`/api/notifications/${ids[3]}/read`);
    assert.equal(response.statusCode, 200, response.body);
    const read = notificationSchema.parse(response.json());
    assert.equal(read.read, true);
    assert.ok(read.read_at);
    const unread = await list({ unread: 'true' });
    assert.deepEqual(
      unread.items.map((n) => n.title),
      ['Note 5', 'Note 3', 'Note 2', 'Note 1'],
    );
    assert.deepEqual(
      { total: unread.total, stats: unread.stats },
      { total: 4, stats: { total: 5, unread: 4 } },
    );
    assert.equal(await unreadBadge(), before - 1);
    await fx.events.waitFor(
      'notification:updated',
      (e) => e.data.id === ids[3] && e.data.read === true,
    );
    await fx.events.waitFor('counts:updated', (e) => e.data.notifications === before - 1);
    // Its history entry is announced once sealed, moments after the commit.
    await fx.events.waitFor(
      'audit:recorded',
      (e) => e.data.entity === 'notification' && e.data.entity_id === String(ids[3]),
    );

    const heard = fx.events.events.length;
    const again = await put(`/api/notifications/${ids[3]}/read`);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().read_at, read.read_at);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(fx.events.events.length, heard, 'nothing announced');
  });

  it('an unknown notification is 404, a bad id 400', async () => {
    assert.equal((await put('/api/notifications/999999/read')).statusCode, 404);
    assert.equal((await put('/api/notifications/abc/read')).statusCode, 400);
  });

  it('marks all read at once; the unread list is empty and the badge 0', async () => {
    const response = await put('/api/notifications/read-all');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { updated: 4 });
    const unread = await list({ unread: 'true' });
    assert.deepEqual({ items: unread.items, total: unread.total }, { items: [], total: 0 });
    assert.equal(await unreadBadge(), 0);
    await fx.events.waitFor('notification:updated', (e) => e.data.id === null);
    await fx.events.waitFor('counts:updated', (e) => e.data.notifications === 0);
    assert.deepEqual((await put('/api/notifications/read-all')).json(), { updated: 0 });
  });
});
