// Which writes tell every process to forget its boards (the notice on trellis_board_changed):
// a customer's name, which the board shows, and not a customer added, deleted or its figures
// moved, which no board shows.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe("the boards' change notice for customers", () => {
  let t: TestApp;
  let listener: pg.Client;
  const heard: string[] = [];

  before(async () => {
    t = await createTestApp();
    listener = new pg.Client({ connectionString: t.databaseUrl });
    await listener.connect();
    listener.on('notification', (n) => {
      if (n.channel === 'trellis_board_changed') heard.push(n.payload ?? '');
    });
    await listener.query('listen trellis_board_changed');
  });
  after(async () => {
    await listener.end();
    await t.close();
  });

  /**
   * What the listener heard for `write`: notices arrive in commit order, so a marker sent after
   * it commits comes first unless the write sent one.
   */
  async function noticesOf(write: () => Promise<unknown>): Promise<string[]> {
    heard.length = 0;
    await write();
    await t.db.raw("select pg_notify('trellis_board_changed', 'marker')");
    for (let i = 0; i < 200 && !heard.includes('marker'); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return heard.slice(0, heard.indexOf('marker'));
  }

  it('is not sent for a customer added, its figures moved, or deleted', async () => {
    let id = 0;
    assert.deepEqual(
      await noticesOf(async () => {
        [{ id }] = await t
          .db('customers')
          .insert({ name: 'Quiet Ltd', account_email: 'quiet@example.com' })
          .returning('id');
      }),
      [],
    );
    assert.deepEqual(
      await noticesOf(() => t.db('customers').where({ id }).update({ documents_count: 3 })),
      [],
    );
    assert.deepEqual(await noticesOf(() => t.db('customers').where({ id }).delete()), []);
  });

  it('is sent when a name changes', async () => {
    let id = 0;
    await noticesOf(async () => {
      [{ id }] = await t
        .db('customers')
        .insert({ name: 'Old Name Ltd', account_email: 'old.name@example.com' })
        .returning('id');
    });
    assert.deepEqual(
      await noticesOf(() => t.db('customers').where({ id }).update({ name: 'New Name Ltd' })),
      [''],
    );
  });
});
