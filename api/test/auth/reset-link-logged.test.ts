import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/database';
import { createTestDatabase } from '../helpers/test-app';
import { signUp } from '../helpers/accounts';

describe('forgot password without SMTP_URL', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  before(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    db = createDb(database.url);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({
      PUBLIC_URL: 'https://trellis.example.com',
      WEB_DIR: '/none',
      REMOTES_DIR: '/none',
      REMOTES_MANIFEST: '/none/r.json',
      JOBS: 'off',
    });
    app = await buildApp({
      config,
      db,
      databaseUrl: database.url,
      logger: { level: 'info', stream },
    });
  });
  after(async () => {
    await app.close();
    await db.destroy();
    await drop();
  });

  it('writes the reset link to the server log instead of mailing it', async () => {
    const { user } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    assert.equal(response.statusCode, 200);
    const logged = lines.find((line) => line.includes('Mail not sent (SMTP_URL unset)'));
    assert.ok(logged, 'the mail is logged');
    assert.match(
      logged,
      /https:\/\/trellis\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{20,}/,
    );
    assert.ok(logged.includes(user.email));
  });
});
