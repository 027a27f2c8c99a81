import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { IMPORT_MESSAGES, type ImportKind } from '@trellis/contracts';
import { asAdmin, type SignedIn } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openImportLock, type ImportLock } from '../../src/repositories/import-lock';
import { readImport } from './import-calls';

describe('imports whose process died, and previews left waiting', () => {
  let t: TestApp;
  let owner: SignedIn;
  /** The locks of the imports a live process works on, as its own connections hold them. */
  const held: ImportLock[] = [];
  before(async () => {
    t = await createTestApp();
    owner = await asAdmin(t.app, { username: 'Import Owner' });
  });
  after(async () => {
    await Promise.all(held.map((lock) => lock.release()));
    await t?.close();
  });

  /**
   * An import as its process left it: in `state`, with staged rows, silent for `minutes`; with
   * `alive`, a process still holds its lock. One import per list writes at a time: another
   * importing at once goes into another `kind`.
   */
  async function importLeft(
    state: 'staging' | 'importing' | 'ready',
    minutes: number,
    { alive = false, kind = 'customers' as ImportKind } = {},
  ) {
    const row = await t.app.importsRepository.create({
      actorId: owner.user.id,
      kind,
      fileName: 'left.csv',
      filePath: '/nonexistent/left.csv',
      mode: 'all',
      sheet: null,
      sheets: [],
      headers: ['Name', 'Email'],
      mapping: ['name', 'account_email'],
      requestId: 'left-behind',
      worker: alive ? 'a process at work' : 'a process that died',
    });
    if (alive) {
      const lock = await openImportLock(t.db);
      await lock.take(row.id);
      held.push(lock);
    }
    await t
      .db('imports')
      .where({ id: row.id })
      .update({ state, heartbeat_at: t.db.raw('now() - make_interval(mins => ?)', [minutes]) });
    await t.db('import_rows').insert({
      import_id: row.id,
      line: 2,
      raw: JSON.stringify(['Left Ltd', 'left@left.test']),
      values: JSON.stringify({ name: 'Left Ltd' }),
      action: 'create',
    });
    return row.id;
  }
  const staged = async (id: number) =>
    Number((await t.db('import_rows').where({ import_id: id }).count('* as n'))[0]!.n);

  it('housekeeping fails an import silent too long, closes a preview left a day, and leaves live ones be', async () => {
    const dead = await importLeft('importing', 60);
    const stale = await importLeft('ready', 25 * 60);
    const working = await importLeft('staging', 1, { alive: true });
    const waiting = await importLeft('ready', 60);

    const run = await t.app.jobs.execute('housekeeping', { trigger: 'manual' });
    assert.equal(run.result, 'ok');
    assert.equal(run.counts.abandoned_imports, 2);

    const failed = (await readImport(t, owner.cookie, dead)).import;
    assert.deepEqual([failed.state, failed.error], ['failed', IMPORT_MESSAGES.interrupted]);
    const closed = (await readImport(t, owner.cookie, stale)).import;
    assert.deepEqual([closed.state, closed.error], ['cancelled', IMPORT_MESSAGES.previewExpired]);
    assert.deepEqual(
      [await staged(dead), await staged(stale), await staged(working), await staged(waiting)],
      [0, 0, 1, 1],
    );
    assert.equal((await readImport(t, owner.cookie, working)).import.state, 'staging');
    assert.equal((await readImport(t, owner.cookie, waiting)).import.state, 'ready');
    // Nothing of the dead import reached the list.
    assert.equal(await t.db('customers').where({ name: 'Left Ltd' }).first(), undefined);
  });

  it('fails an import at work whose lock nobody holds however recently it beat, and leaves one whose lock is held', async () => {
    const dead = await importLeft('importing', 0);
    const deadReading = await importLeft('staging', 0);
    const alive = await importLeft('importing', 0, { alive: true, kind: 'leads' });
    // Silence stays the backstop for a process that hangs with its lock.
    const hung = await importLeft('staging', 60, { alive: true });

    const run = await t.app.jobs.execute('housekeeping', { trigger: 'manual' });
    assert.equal(run.result, 'ok');
    assert.equal(run.counts.abandoned_imports, 3);
    for (const id of [dead, deadReading, hung]) {
      const ended = (await readImport(t, owner.cookie, id)).import;
      assert.deepEqual([ended.state, ended.error], ['failed', IMPORT_MESSAGES.interrupted]);
      assert.equal(await staged(id), 0);
    }
    assert.equal((await readImport(t, owner.cookie, alive)).import.state, 'importing');
    assert.equal(await staged(alive), 1);
  });

  it('answers an import whose process died as failed when its importer next looks, without waiting for housekeeping', async () => {
    const dead = await importLeft('importing', 0);
    const alive = await importLeft('staging', 0, { alive: true });

    const failed = (await readImport(t, owner.cookie, dead)).import;
    assert.deepEqual([failed.state, failed.error], ['failed', IMPORT_MESSAGES.interrupted]);
    assert.notEqual(failed.finished_at, null);
    assert.equal(await staged(dead), 0);
    assert.equal((await readImport(t, owner.cookie, alive)).import.state, 'staging');
    assert.equal(await staged(alive), 1);
  });
});
