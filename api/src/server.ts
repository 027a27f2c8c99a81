import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase } from './db/connect';
import { seed, DEMO_LOGIN } from '../db/seeds/01_demo';

function log(message: string) {
  console.log(`[trellis] ${message}`);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await connectDatabase(config, log);
  if (config.SEED_DEMO) {
    const before = await database.db('users').count<{ c: number }>({ c: '*' }).first();
    await seed(database.db);
    if (Number(before?.c) === 0)
      log(`Demo data created. Sign in with ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  }
  const app = await buildApp({ config, db: database.db, databaseUrl: database.url });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  log(`Trellis is running on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((error: Error) => {
  console.error(`[trellis] Failed to start: ${error.message}`);
  process.exit(1);
});
