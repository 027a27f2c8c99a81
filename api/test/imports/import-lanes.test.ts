// Each step of an import holds a pool connection until it ends, so a process runs at most
// IMPORTS_AT_ONCE of them and the others wait their turn (src/imports/import-lanes.ts).
import { describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { createImportLanes, WAITING_BEAT_MS } from '../../src/imports/import-lanes';
import { useAdminApp } from '../helpers/admin-app';
import { postImport, settled } from './import-calls';

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('import lanes', () => {
  it('runs a step once a lane is free, in order, and beats for a step while it waits', async () => {
    mock.timers.enable({ apis: ['setInterval'] });
    try {
      const lanes = createImportLanes(1);
      const first = gate();
      const order: string[] = [];
      const beats = { first: 0, second: 0 };
      const running = lanes.run(
        async () => {
          order.push('first');
          await first.opened;
        },
        async () => void (beats.first += 1),
      );
      const waiting = lanes.run(
        async () => void order.push('second'),
        async () => void (beats.second += 1),
      );
      await Promise.resolve();
      assert.deepEqual([lanes.active, lanes.waiting], [1, 1]);
      mock.timers.tick(2 * WAITING_BEAT_MS);
      assert.deepEqual(beats, { first: 0, second: 2 });
      first.open();
      await Promise.all([running, waiting]);
      assert.deepEqual(order, ['first', 'second']);
      mock.timers.tick(2 * WAITING_BEAT_MS);
      assert.deepEqual(beats, { first: 0, second: 2 });
    } finally {
      mock.timers.reset();
    }
  });
});

describe('imports at once', () => {
  const desk = useAdminApp({ IMPORTS_AT_ONCE: '1' });
  const FILE = 'Company;E-mail\r\nLane One Ltd;one@lanes.test\r\nLane Two Ltd;two@lanes.test';

  /** The COPY statements into the staged rows that are waiting for a lock. */
  const waitingCopies = async () => {
    const { rows } = await desk.t.db.raw<{ rows: { n: number }[] }>(
      `select count(*)::int as n from pg_stat_activity
        where query ilike 'copy import_rows%' and wait_event_type = 'Lock'`,
    );
    return rows[0]!.n;
  };

  it('reads one file at a time and the next once it is done, each holding a single connection', async () => {
    const { t, cookie } = desk;
    // The staged rows' table locked: the first import's COPY waits, holding its lane.
    const blocker = await t.db.transaction();
    try {
      await blocker.raw('lock table import_rows in access exclusive mode');
      const ids: number[] = [];
      for (const name of ['one.csv', 'two.csv']) {
        const response = await postImport(t, cookie, 'customers', FILE, {}, name);
        assert.equal(response.statusCode, 202, response.body);
        ids.push(response.json().id);
      }
      for (let i = 0; i < 200 && (await waitingCopies()) === 0; i += 1) await sleep(10);
      assert.equal(await waitingCopies(), 1);
      // Run at once, the second file's COPY would queue behind the lock within milliseconds.
      await sleep(500);
      assert.equal(await waitingCopies(), 1, 'the second import waits for a lane, not a lock');
      await blocker.commit();
      for (const id of ids) {
        const detail = await settled(t, cookie, id);
        assert.equal(detail.import.state, 'ready');
        assert.deepEqual(detail.import.counts, { rows: 2, create: 2, update: 0, errors: 0 });
      }
    } finally {
      if (!blocker.isCompleted()) await blocker.rollback();
    }
  });
});
