import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { IMPORT_MESSAGES } from '@trellis/contracts';
import { asAdmin, type SignedIn } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { readImport } from './import-calls';

describe('imports whose process died, and previews left waiting', () => {
  let t: TestApp;
  let owner: SignedIn;
  before(async () => {
    t = await createTestApp();
    owner = await asAdmin(t.app, { username: 'Import Owner' });
  });
  after(async () => t?.close());

  /** An import as its process left it: in `state`, with staged rows, silent for `minutes`. */
  async function importLeft(state: 'staging' | 'importing' | 'ready', minutes: number) {
    const row = await t.app.importsRepository.create({
      actorId: owner.user.id,
      kind: 'customers',
      fileName: 'left.csv',
      filePath: '/nonexistent/left.csv',
      mode: 'all',
      sheet: null,
      sheets: [],
      headers: ['Name', 'Email'],
      mapping: ['name', 'account_email'],
      requestId: 'left-behind',
      worker: 'a process that died',
    });
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
    const working = await importLeft('staging', 1);
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
});
