import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { ConfigError, loadConfig } from '../../src/config';

describe('configuration', () => {
  it('defaults PORT to 8080 and PUBLIC_URL to localhost on that port', () => {
    const config = loadConfig({});
    assert.equal(config.PORT, 8080);
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.equal(config.APP_TIME_ZONE, 'UTC');
    assert.deepEqual(config.SIGNUP_DOMAINS, { mode: 'open', domains: [] });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u:p@db:5432/trellis',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://trellis.example.com/',
      SIGNUP_DOMAINS: 'Acme.com, @example.org',
      UPLOAD_MAX_FILE_MB: '5',
      UPLOAD_MAX_FILES: '3',
    });
    assert.equal(config.publicUrl, 'https://trellis.example.com');
    assert.deepEqual(config.SIGNUP_DOMAINS, {
      mode: 'domains',
      domains: ['acme.com', 'example.org'],
    });
    assert.equal(config.UPLOAD_MAX_FILE_MB, 5);
    assert.equal(config.UPLOAD_MAX_FILES, 3);
    assert.deepEqual(loadConfig({ SIGNUP_DOMAINS: 'none' }).SIGNUP_DOMAINS, {
      mode: 'closed',
      domains: [],
    });
  });

  it('reads API_WORKERS as a count, with auto meaning one per core', async () => {
    const { availableParallelism } = await import('node:os');
    assert.equal(loadConfig({}).API_WORKERS, 1);
    assert.equal(loadConfig({ API_WORKERS: '3' }).API_WORKERS, 3);
    assert.equal(loadConfig({ API_WORKERS: 'auto' }).API_WORKERS, availableParallelism());
    for (const bad of ['0', '-1', 'two', '1.5']) {
      assert.throws(
        () => loadConfig({ API_WORKERS: bad }),
        (error: Error) => error instanceof ConfigError && /API_WORKERS must be/.test(error.message),
      );
    }
    assert.equal(loadConfig({}).SHUTDOWN_GRACE_MS, 10_000);
  });

  for (const name of [
    'BOARD_CACHE_MS',
    'FIGURES_CACHE_MS',
    'ENGINEER_LIST_CACHE_MS',
    'AUDIT_PAGE_CACHE_MS',
  ] as const)
    it(`remembers for a minute by default; ${name}=0 turns it off`, () => {
      assert.equal(loadConfig({})[name], 60_000);
      assert.equal(loadConfig({ [name]: '0' })[name], 0);
      for (const bad of ['-1', 'soon', '600001'])
        assert.throws(
          () => loadConfig({ [name]: bad }),
          (error: Error) =>
            error instanceof ConfigError && new RegExp(`${name} must`).test(error.message),
        );
    });

  it('runs two import steps at once by default, at most five', () => {
    assert.equal(loadConfig({}).IMPORTS_AT_ONCE, 2);
    assert.equal(loadConfig({ IMPORTS_AT_ONCE: '1' }).IMPORTS_AT_ONCE, 1);
    for (const bad of ['0', '6', 'many', '1.5'])
      assert.throws(
        () => loadConfig({ IMPORTS_AT_ONCE: bad }),
        (error: Error) =>
          error instanceof ConfigError && /IMPORTS_AT_ONCE must/.test(error.message),
      );
  });

  it('lists every bad value in one clear error', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          SMTP_URL: 'mail.example.com',
          DATABASE_URL: 'not a url',
          APP_TIME_ZONE: 'Europe/Atlantis',
        }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /PORT: PORT must be a number/);
        assert.match(error.message, /APP_TIME_ZONE: APP_TIME_ZONE must be an IANA time zone/);
        assert.match(error.message, /SMTP_URL: SMTP_URL must start with smtp:\/\//);
        assert.match(error.message, /DATABASE_URL:/);
        return true;
      },
    );
  });

  it('the server exits with the message on a bad value, before touching the database', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, PORT: '99999' },
      encoding: 'utf8',
      timeout: 20000,
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /Invalid configuration:\n {2}- PORT:/);
  });
});
