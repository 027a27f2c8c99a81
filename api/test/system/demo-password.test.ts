// Production safety: no demo data unless asked for, and no production start while an active
// account still signs in with the demo password everyone who read the README knows.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { DEMO_LOGIN } from '../../db/seeds/01_demo';
import { loadConfig } from '../../src/config';
import { passwordHasher } from '../../src/plugins/app/password-hasher';
import { accountsWithDemoPassword } from '../../src/runtime/demo-password-guard';
import { freePort } from '../helpers/free-port';
import { createTestApp, type TestApp } from '../helpers/test-app';

const apiDir = resolve(import.meta.dirname, '..', '..');

describe('demo accounts and production', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('seeds the demo data by default, except in production unless asked', () => {
    assert.equal(loadConfig({}).SEED_DEMO, true);
    assert.equal(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO, false);
    assert.equal(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO, true);
    assert.equal(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO, false);
  });

  it('names every active account that signs in with the demo password, and no other', async () => {
    const demoHash = await passwordHasher.hash(DEMO_LOGIN.password);
    const own = await passwordHasher.hash('Someone-else-9');
    await t.db('users').insert([
      {
        username: 'Left Demo',
        email: 'left.demo@example.com',
        password_hash: demoHash,
        role: 'staff',
        status: 'Active',
      },
      {
        username: 'Shared Demo',
        email: 'shared.demo@example.com',
        password_hash: demoHash,
        role: 'engineer',
        status: 'Active',
      },
      {
        username: 'Gone Demo',
        email: 'gone.demo@example.com',
        password_hash: demoHash,
        role: 'staff',
        status: 'Inactive',
      },
      {
        username: 'Own Password',
        email: 'own@example.com',
        password_hash: own,
        role: 'staff',
        status: 'Active',
      },
    ]);
    assert.deepEqual(await accountsWithDemoPassword(t.db), [
      'left.demo@example.com',
      'shared.demo@example.com',
    ]);
  });

  it('refuses to start in production while such an account is active', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'server.ts')], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: t.databaseUrl,
        PORT: String(await freePort()),
        SEED_DEMO: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    assert.equal(code, 1, output);
    assert.match(output, /Refusing to start in production: 2 active accounts/);
    assert.match(output, /left\.demo@example\.com, shared\.demo@example\.com/);
  });
});
