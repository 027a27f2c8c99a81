// `npm start`: installs what is missing, builds what is stale, then serves the whole product
// (API, shell and remotes) on one port with PostgreSQL embedded unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fail, root, step } from './lib/log.mjs';
import { ensureDependencies, pnpmCommand } from './lib/pnpm.mjs';

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) fail(`Node.js 20 or newer is needed (this is ${process.version}).`);

const dev = process.argv.includes('--dev');

try {
  ensureDependencies();
} catch (error) {
  fail(error.message);
}

step('Building the shell and the remotes that changed since the last build');
const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale'], {
  stdio: 'inherit',
});
if (build.status !== 0) fail('The build failed (see above).');

step(`Starting Trellis on http://localhost:${process.env.PORT ?? 8080} (Ctrl+C to stop)`);
const [cmd, ...pre] = pnpmCommand();
const api = spawn(cmd, [...pre, '--silent', '--filter', '@trellis/api', dev ? 'dev' : 'start'], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
