// `npm start`: installs what is missing, builds what is stale, then serves the whole product
// (API, shell and remotes) on one port with PostgreSQL embedded unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { withApiHeap } from './lib/api-heap.mjs';
import { fail, root, step } from './lib/log.mjs';
import { ensureDependencies } from './lib/pnpm.mjs';

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) fail(`Node.js 20 or newer is needed (this is ${process.version}).`);

const dev = process.argv.includes('--dev');

let apiEnv;
try {
  apiEnv = withApiHeap();
} catch (error) {
  fail(error.message);
}

try {
  ensureDependencies();
} catch (error) {
  fail(error.message);
}

if (process.argv.includes('--no-build')) {
  step('Serving the builds already in place (--no-build)');
} else {
  step('Building the shell and the remotes that changed since the last build');
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) fail('The build failed (see above).');
}

step(`Starting Trellis on http://localhost:${process.env.PORT ?? 8080} (Ctrl+C to stop)`);
// Node runs the API itself (no pnpm or tsx launcher in between), with an IPC channel: a signal
// sent to this script reaches the API, and if this script is killed outright the API sees the
// channel close and shuts down too (api/src/runtime/serve-http.ts). The API stops its own
// PostgreSQL after draining, so nothing of Trellis outlives `npm start`.
const apiDir = join(root, 'api');
const args = dev
  ? [join(apiDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', 'src/server.ts']
  : ['--import', 'tsx', 'src/server.ts'];
const api = spawn(process.execPath, args, {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  cwd: apiDir,
  // Through NODE_OPTIONS, so that the workers it forks and the process `tsx watch` runs have it.
  env: apiEnv,
  // Its own process group: a terminal's Ctrl+C reaches the API once, through this script, not
  // twice (a second signal means "stop now" and would cut the drain short).
  detached: true,
});
let forwardedAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // npm passes the signal on as well: the copy that follows within a moment is the same stop.
    if (Date.now() - forwardedAt < 2000) return;
    forwardedAt = Date.now();
    api.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// A supervisor stops `npm start` by signalling npm alone; npm and its shell exit without passing
// the signal on, and this script would be left to PID 1, serving. Losing the parent is that stop.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  process.emit('SIGTERM');
}, 500).unref();
