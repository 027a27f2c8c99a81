import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDb, ensureDatabase, migrate, withDatabase, type Db } from '../../src/db/database';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded-postgres';
import { freePort } from '../helpers/free-port';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The embedded database is killed outright (SIGKILL, as the OOM killer would) under a steady
 * write load. Trellis owns it, so it must start it again by itself; meanwhile writes answer 503
 * (never 500), and every write that was acknowledged must be there afterwards.
 */
describe(
  'the embedded database dies under load and comes back by itself',
  { timeout: 120_000 },
  () => {
    const dataDir = resolve(
      import.meta.dirname,
      '..',
      '..',
      '..',
      '.data',
      `pg-outage-${process.pid}`,
    );
    const logs: string[] = [];
    let t: TestApp;
    let server: EmbeddedServer;
    let db: Db;
    let app: FastifyInstance;

    before(async () => {
      t = await createTestApp();
      server = await startEmbeddedPostgres({
        dataDir,
        port: await freePort(),
        log: (m) => logs.push(m),
        supervise: true,
      });
      await ensureDatabase(server.url, 'trellis');
      const url = withDatabase(server.url, 'trellis');
      db = createDb(url, { pool: { min: 0, max: 4 } });
      await migrate(db);
      app = await buildApp({ config: t.config, db, databaseUrl: url, logger: false });
    });
    after(async () => {
      await app?.close();
      await db?.destroy();
      await server?.stop();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 while it is down, restarts it, and loses no acknowledged write', async () => {
      const acknowledged: string[] = [];
      const statuses = new Map<number, number>();
      let killedAt = 0;
      let recoveredAt = 0;
      let n = 0;

      const write = async () => {
        n += 1;
        const email = `outage.${process.pid}.${n}@example.com`;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { username: `Outage ${n}`, email, password: 'Secret123' },
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 201) {
          acknowledged.push(email);
          if (killedAt && !recoveredAt) recoveredAt = Date.now();
        } else {
          assert.equal(response.statusCode, 503, `a write during the outage: ${response.body}`);
          assert.equal(response.json().code, 'DATABASE_UNAVAILABLE');
        }
      };

      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        await write();
        if (!killedAt && acknowledged.length === 20) {
          const pid = server.pid!;
          process.kill(pid, 'SIGKILL');
          killedAt = Date.now();
        }
        if (recoveredAt && acknowledged.length >= 40) break;
        await new Promise((r) => setTimeout(r, 20));
      }

      assert.ok(killedAt, 'the database was killed');
      assert.ok(recoveredAt, `writes succeed again by themselves; statuses ${[...statuses]}`);
      assert.ok((statuses.get(503) ?? 0) > 0, 'the outage was seen as 503s');
      assert.ok(
        logs.some((m) => /exited unexpectedly/.test(m)),
        logs.join('\n'),
      );
      assert.ok(
        logs.some((m) => /Restarting PostgreSQL, attempt 1/.test(m)),
        logs.join('\n'),
      );

      const found = await db('users')
        .whereIn('email', acknowledged)
        .count<{ c: number }[]>({ c: '*' });
      assert.equal(Number(found[0]!.c), acknowledged.length, 'every acknowledged write is present');

      const health = await app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(health.statusCode, 200);
      // Figures for the README's reliability section.
      console.log(
        `# outage: ${acknowledged.length} writes acknowledged, ${acknowledged.length} found; ` +
          `${statuses.get(503) ?? 0} answered 503; recovered ${recoveredAt - killedAt} ms after the kill`,
      );
    });
  },
);
