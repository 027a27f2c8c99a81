// The benches' API processes: api-bench-server.ts (the whole API and, beside it, the anchor and
// the reference routes) forked on a database, with an account registered and signed in.
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** The API's PUBLIC_URL: state-changing requests carry it as their Origin (origin-check.ts). */
export const BENCH_PUBLIC_URL = 'http://localhost:8080';

export interface Server {
  child: ChildProcess;
  api: string;
  anchor: string;
  cookie: string;
}

export async function startServer(
  url: string,
  rows: number,
  env: Record<string, string> = {},
  nodeFlags: string[] = [],
): Promise<Server> {
  const child = fork(resolve(import.meta.dirname, 'api-bench-server.ts'), {
    execArgv: ['--import', 'tsx', ...nodeFlags],
    env: {
      ...process.env,
      BENCH_DATABASE_URL: url,
      BENCH_ROWS: String(rows),
      BENCH_PUBLIC_URL,
      ...env,
    },
  });
  process.on('exit', () => child.kill());
  const ports = await new Promise<{ api: number; anchor: number }>((ok, fail) => {
    child.once('message', (m) => ok(m as { api: number; anchor: number }));
    child.once('exit', (code) => fail(new Error(`bench server exited (${code})`)));
  });
  const api = `http://127.0.0.1:${ports.api}`;
  const reg = await fetch(`${api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Bench',
      email: `bench.${Date.now()}.${rows}@bench.local`,
      password: 'Bench123',
    }),
  });
  const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
  return { child, api, anchor: `http://127.0.0.1:${ports.anchor}`, cookie };
}

export async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((ok) => server.child.once('exit', ok));
  server.child.disconnect();
  await exited;
}
