// A static host for one remote's built versions, for a team that serves its remote itself
// (or to try a CDN set-up locally). Node built-ins only.
//   node scripts/serve-remote.mjs mf-customers --port 4100 [--host 0.0.0.0] [--dir dist/remotes]
// Serves <dir>/<remote>/<version>/… at /remotes/<remote>/<version>/…, with the headers the API
// sends for its own remote files (packages/contracts/src/remote-hosting.json): CORS, so the
// shell on another origin can fetch mf-manifest.json, and immutable caching, since a version
// never changes. Then point the registry at it:
//   node scripts/release-remote.mjs mf-customers <version> --origin http://<host>:4100
// and list that origin in the shell's REMOTE_ORIGINS.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fail, root, step } from './lib/log.mjs';

const contracts = join(root, 'packages', 'contracts', 'src');
const REMOTES = JSON.parse(readFileSync(join(contracts, 'remotes.json'), 'utf8'));
const HEADERS = JSON.parse(readFileSync(join(contracts, 'remote-hosting.json'), 'utf8'));
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const port = Number(option('--port', '4100'));
const host = option('--host', '127.0.0.1');
const remotesDir = resolve(root, option('--dir', process.env.REMOTES_DIR ?? 'dist/remotes'));
const packageName = args[0];

if (!REMOTES.some((r) => r.package === packageName))
  fail(
    `Usage: node scripts/serve-remote.mjs <remote> [--port 4100] [--host 127.0.0.1] [--dir dist/remotes]; remotes: ${REMOTES.map((r) => r.package).join(', ')}`,
  );
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port must be a port number`);
const served = join(remotesDir, packageName);
const versions = existsSync(served)
  ? readdirSync(served).filter((v) => existsSync(join(served, v, 'mf-manifest.json')))
  : [];
if (versions.length === 0)
  fail(
    `No built version of ${packageName} in ${served}: node scripts/build.mjs --only ${packageName}`,
  );

const prefix = `/remotes/${packageName}/`;

/** The file a request path names, or null when it is outside this remote's versions. */
function fileFor(pathname) {
  if (!pathname.startsWith(prefix)) return null;
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
  const file = resolve(served, relative);
  // A version directory and something inside it: never the remote's folder itself, never above.
  if (!file.startsWith(served + sep) || !relative.includes('/')) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const server = createServer((request, response) => {
  const send = (status, headers, body) => {
    response.writeHead(status, headers);
    response.end(body);
  };
  if (request.method === 'OPTIONS')
    return send(204, {
      ...HEADERS.unversioned,
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-max-age': '86400',
    });
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return send(405, { ...HEADERS.unversioned, allow: 'GET, HEAD, OPTIONS' });
  const { pathname } = new URL(request.url ?? '/', 'http://remote.invalid');
  const file = fileFor(pathname);
  if (!file)
    return send(404, { ...HEADERS.unversioned, 'content-type': 'text/plain' }, 'Not found\n');
  response.writeHead(200, {
    ...HEADERS.versioned,
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
  });
  if (request.method === 'HEAD') return response.end();
  createReadStream(file).pipe(response);
});

server.on('error', (error) => fail(`Could not serve on ${host}:${port}: ${error.message}`));
server.listen(port, host, () => {
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const latest = versions.sort().at(-1);
  step(`Serving ${versions.length} version(s) of ${packageName} from ${served} on ${origin}`);
  step(`Latest: ${origin}${prefix}${latest}/mf-manifest.json`);
  step(
    `Release it with: node scripts/release-remote.mjs ${packageName} ${latest} --origin ${origin} (and REMOTE_ORIGINS=${origin} on the API)`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Browsers keep connections open; they would hold close() back.
    server.closeAllConnections();
  });
