import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { E2E } from './environment';

/** A second API process on the same database, as another instance behind a load balancer. */
export async function startSecondApi(): Promise<{ url: string; stop(): Promise<void> }> {
  const url = `http://127.0.0.1:${E2E.secondApiPort}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: resolve(E2E.repoRoot, 'api'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(E2E.secondApiPort),
      HOST: '127.0.0.1',
      DATABASE_URL: E2E.databaseUrl,
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the second API process did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((ok) => {
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}
