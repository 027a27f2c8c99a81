// Gzip sizes of what the browser downloads: the shell's JS, and per remote its remoteEntry plus
// the chunks its exposed ./App needs synchronously (shared libraries come from the shell).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/log.mjs';

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

export function shellSize() {
  const dir = join(root, 'shell', 'dist');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(join(dir, f)), 0);
}

export function remoteSizes() {
  const registry = JSON.parse(readFileSync(join(root, 'dist', 'remotes.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(registry).map(([name, url]) => {
      const dir = join(root, 'dist', url.replace(/^\//, '').replace(/\/mf-manifest\.json$/, ''));
      const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
      const files = [
        manifest.metaData.remoteEntry.name,
        ...manifest.exposes.flatMap((e) => e.assets.js.sync),
      ];
      return [
        name,
        files.filter((f) => existsSync(join(dir, f))).reduce((sum, f) => sum + gz(join(dir, f)), 0),
      ];
    }),
  );
}
