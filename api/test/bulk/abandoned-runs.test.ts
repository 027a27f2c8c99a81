import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BULK_MESSAGES, bulkRunSchema } from '@trellis/contracts';
import { asAdmin, type SignedIn } from '../helpers/accounts';
import { listenToEvents } from '../helpers/realtime-listener';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { getRun, undoRun } from './bulk-calls';

describe('bulk jobs whose process died', () => {
  let t: TestApp;
  let owner: SignedIn;
  let events: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    t = await createTestApp();
    owner = await asAdmin(t.app, { username: 'Bulk Owner' });
    events = await listenToEvents(t);
  });
  after(async () => {
    await events?.close();
    await t?.close();
  });

  /** A job's run as its process left it: running, `processed` records done, silent since. */
  async function runLeft(processed: number, silentMinutes: number): Promise<number> {
    const id = await t.app.bulkRunsRepository.create({
      actorId: owner.user.id,
      list: 'tickets',
      action: 'status',
      params: { status: 'On Hold' },
      recordIds: Array.from({ length: 1500 }, (_, i) => i + 1),
      requestId: 'left-behind',
    });
    await t
      .db('bulk_runs')
      .where({ id })
      .update({
        processed,
        succeeded: processed,
        heartbeat_at: t.db.raw('now() - make_interval(mins => ?)', [silentMinutes]),
      });
    return id;
  }

  const housekeeping = () => t.app.jobs.execute('housekeeping', { trigger: 'manual' });
  const seen = async (id: number) =>
    bulkRunSchema.parse((await getRun(t, owner.cookie, id)).json());

  it('housekeeping ends a run silent too long, shown stopped to its owner, and leaves a beating one running', async () => {
    const dead = await runLeft(500, 60);
    const alive = await runLeft(1000, 1);

    const run = await housekeeping();
    assert.equal(run.result, 'ok');
    assert.equal(run.counts.abandoned_bulk_runs, 1);

    const stopped = await seen(dead);
    assert.deepEqual(
      [stopped.state, stopped.total, stopped.processed, stopped.succeeded, stopped.undo_until],
      ['cancelled', 1500, 500, 500, null],
    );
    const told = await events.waitFor('bulk:progress', (e) => e.data.id === dead);
    assert.deepEqual(
      [told.data.state, told.data.processed, (told as { userId?: number }).userId],
      ['cancelled', 500, owner.user.id],
    );
    // Nothing is left to stop, and a job that died mid-batch offers no Undo, as a failed job.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bulk/${dead}/cancel`,
      headers: { cookie: owner.cookie },
    });
    assert.equal(cancel.statusCode, 409);
    assert.equal(cancel.json().message, BULK_MESSAGES.notRunning);
    const undo = await undoRun(t, owner.cookie, dead);
    assert.equal(undo.statusCode, 409);
    assert.equal(undo.json().message, BULK_MESSAGES.undoClosed);

    assert.equal((await seen(alive)).state, 'running');
    const again = await housekeeping();
    assert.equal(again.counts.abandoned_bulk_runs, undefined, 'nothing more to end');
    assert.equal((await seen(alive)).state, 'running');
  });
});
