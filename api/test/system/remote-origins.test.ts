import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/database';
import { createTestDatabase } from '../helpers/test-app';

describe('REMOTE_ORIGINS', () => {
  it('reads comma separated origins, a trailing slash and case aside', () => {
    assert.deepEqual(loadConfig({}).REMOTE_ORIGINS, []);
    assert.deepEqual(
      loadConfig({ REMOTE_ORIGINS: 'https://CDN.example.com/, http://127.0.0.1:4100' })
        .REMOTE_ORIGINS,
      ['https://cdn.example.com', 'http://127.0.0.1:4100'],
    );
  });

  it('stops the API with a message naming a value that is not an origin', () => {
    for (const bad of [
      'cdn.example.com',
      'https://cdn.example.com/remotes',
      'ftp://cdn.example.com',
      'https://cdn.example.com?x=1',
    ]) {
      assert.throws(
        () => loadConfig({ REMOTE_ORIGINS: `https://ok.example.com,${bad}` }),
        (error: Error) =>
          error instanceof ConfigError &&
          error.message.includes('REMOTE_ORIGINS: REMOTE_ORIGINS must list origins') &&
          error.message.includes(`"${bad}" is not one`),
        bad,
      );
    }
  });
});

describe('remotes on other origins', () => {
  const lines: string[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'trellis-remote-origins-'));
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;

  before(async () => {
    mkdirSync(join(scratch, 'remotes', 'mf-customers', '1.0.0-a'), { recursive: true });
    writeFileSync(join(scratch, 'remotes', 'mf-customers', '1.0.0-a', 'mf-manifest.json'), '{}');
    writeFileSync(
      join(scratch, 'remotes.json'),
      JSON.stringify({
        mf_customers: '/remotes/mf-customers/1.0.0-a/mf-manifest.json',
        mf_leads: 'https://cdn.example.com/remotes/mf-leads/2/mf-manifest.json',
        mf_tickets: 'https://evil.example/remotes/mf-tickets/3/mf-manifest.json',
        mf_engineers: 'javascript:alert(1)',
      }),
    );
    const database = await createTestDatabase();
    drop = database.drop;
    db = createDb(database.url);
    const config = loadConfig({
      PUBLIC_URL: 'http://localhost:8080',
      WEB_DIR: '/none',
      REMOTES_DIR: join(scratch, 'remotes'),
      REMOTES_MANIFEST: join(scratch, 'remotes.json'),
      REMOTE_ORIGINS: 'https://cdn.example.com',
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config,
      db,
      databaseUrl: database.url,
      logger: { level: 'warn', stream },
    });
  });
  after(async () => {
    await app.close();
    await db.destroy();
    await drop();
  });

  it('serves entries on our origin and on REMOTE_ORIGINS, drops the rest and logs each once', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.deepEqual(response.json(), {
      mf_customers: '/remotes/mf-customers/1.0.0-a/mf-manifest.json',
      mf_leads: 'https://cdn.example.com/remotes/mf-leads/2/mf-manifest.json',
    });
    const refusals = lines.filter((line) => line.includes('remotes.json: not serving'));
    assert.equal(refusals.length, 2, refusals.join('\n'));
    const tickets = JSON.parse(refusals.find((l) => l.includes('mf_tickets'))!);
    assert.equal(tickets.remote, 'mf_tickets');
    assert.equal(tickets.origin, 'https://evil.example');
    assert.match(tickets.msg, /its origin https:\/\/evil\.example is not in REMOTE_ORIGINS/);
    assert.ok(refusals.some((l) => l.includes('mf_engineers')));

    await app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(lines.filter((line) => line.includes('remotes.json: not serving')).length, 2);
  });

  it('lets the page load scripts, the manifest and assets from the allowed origins only', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) =>
      csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    for (const name of ['script-src', 'connect-src', 'img-src', 'style-src', 'font-src'])
      assert.match(directive(name), /https:\/\/cdn\.example\.com/, name);
    assert.doesNotMatch(csp, /evil\.example/);
    assert.match(directive('default-src'), /^\s*default-src 'self'$/);
  });

  it('serves a remote version with CORS and forever-caching, as another origin needs', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/remotes/mf-customers/1.0.0-a/mf-manifest.json',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
  });
});
