import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase } from './db/connect';
import { createDb } from './db/database';
import { runClusterPrimary, WORKER_DATABASE_ENV } from './runtime/cluster-primary';
import { serveHttp } from './runtime/serve-http';
import { seed, DEMO_LOGIN } from '../db/seeds/01_demo';
import { accountsWithDemoPassword, demoPasswordRefusal } from './runtime/demo-password-guard';

function log(message: string) {
  const who = cluster.isWorker ? `worker ${process.pid}` : 'trellis';
  console.log(`[${who}] ${message}`);
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A cluster worker: the primary owns (and migrated) the database; this process only serves. */
async function runWorker(config: Config, databaseUrl: string) {
  const db = createDb(databaseUrl, { timeZone: config.APP_TIME_ZONE });
  await serveHttp({ config, db, databaseUrl, log });
}

async function main() {
  const config = configOrExit();
  const workerDatabaseUrl = process.env[WORKER_DATABASE_ENV];
  if (cluster.isWorker && workerDatabaseUrl) return runWorker(config, workerDatabaseUrl);

  const database = await connectDatabase(config, log);
  if (config.SEED_DEMO) {
    const before = await database.db('users').count<{ c: number }>({ c: '*' }).first();
    await seed(database.db);
    if (Number(before?.c) === 0)
      log(`Demo data created. Sign in with ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  }
  if (config.NODE_ENV === 'production') {
    log('Checking that no active account signs in with the demo password');
    const exposed = await accountsWithDemoPassword(database.db);
    if (exposed.length > 0) {
      await database.db.destroy();
      await database.stopServer?.();
      throw new Error(demoPasswordRefusal(exposed));
    }
  }

  if (config.API_WORKERS > 1) {
    runClusterPrimary(config, database, log);
    return;
  }
  await serveHttp({
    config,
    db: database.db,
    databaseUrl: database.url,
    log,
    afterDrain: database.stopServer,
  });
  log(`Trellis is running on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((error: Error) => {
  console.error(`[trellis] Failed to start: ${error.message}`);
  process.exit(1);
});
