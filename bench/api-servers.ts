// The benches' API processes: api-bench-server.ts (the whole API and, beside it, the anchor and
// the reference routes) forked on a database, with an account registered and signed in, and an
// engineer of the data signed in on the mobile app.
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';

/** The API's PUBLIC_URL: state-changing requests carry it as their Origin (origin-check.ts). */
export const BENCH_PUBLIC_URL = 'http://localhost:8080';

export interface Server {
  child: ChildProcess;
  api: string;
  anchor: string;
  cookie: string;
  /** The mobile session of the data's first engineer (engineer1@bench.local). */
  engineerCookie: string;
}

/** The engineer whose mobile app the bench reads as: the data's first, with tickets and leave. */
export const BENCH_ENGINEER_EMAIL = 'engineer1@bench.local';

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
  const email = `bench.${Date.now()}.${rows}@bench.local`;
  const reg = await fetch(`${api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Bench',
      email,
      password: 'Bench123',
    }),
  });
  const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
  const engineerCookie = await engineerSession(api, url, email);
  return { child, api, anchor: `http://127.0.0.1:${ports.anchor}`, cookie, engineerCookie };
}

/**
 * Signs the bench's engineer in on the mobile app. The data's engineers have no password, so the
 * engineer is given the registered account's (the same hash, so the same password).
 */
async function engineerSession(api: string, url: string, staffEmail: string): Promise<string> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `update users set password_hash = (select password_hash from users where email = $1)
       where email = $2`,
      [staffEmail, BENCH_ENGINEER_EMAIL],
    );
  } finally {
    await db.end();
  }
  const login = await fetch(`${api}/api/engineers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ENGINEER_EMAIL, password: 'Bench123' }),
  });
  if (login.status !== 200) throw new Error(`The bench's engineer cannot sign in: ${login.status}`);
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

export async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((ok) => server.child.once('exit', ok));
  server.child.disconnect();
  await exited;
}
