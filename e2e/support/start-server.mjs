// Starts the product as `npm start` serves it (built shell + remotes, API, embedded PostgreSQL),
// on the e2e port with a fresh database and mail going to the suite's SMTP catcher.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const dataDir = resolve(root, '.data', 'e2e');
rmSync(resolve(dataDir, 'pg'), { recursive: true, force: true });

const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: resolve(root, 'api'),
  // The IPC channel: if this wrapper is killed outright, the API sees it close and shuts down.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    PORT: '8180',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1:8180',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '54339',
    SMTP_URL: 'smtp://127.0.0.1:2526',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // remote-origin.spec.ts serves a remote from here (E2E.remoteHostOrigin).
    REMOTE_ORIGINS: 'http://127.0.0.1:8182',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
