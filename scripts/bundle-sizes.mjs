// Gzip sizes of what the browser downloads: the shell's JS, and per remote its remoteEntry plus
// the chunks its exposed ./App needs synchronously (shared libraries come from the shell).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/log.mjs';

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const shellDir = join(root, 'shell', 'dist');
const remotesDir = resolve(root, process.env.REMOTES_DIR ?? 'dist/remotes');
const registryFile = resolve(root, process.env.REMOTES_MANIFEST ?? 'dist/remotes.json');

/** Every JS file of the shell's build, lazy pages and unused fallback copies included. */
export function shellSize() {
  return readdirSync(shellDir)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(join(shellDir, f)), 0);
}

/**
 * The shell's chunk graph, written by its production build (packages/federation
 * chunk-graph-plugin.cjs): `startup` (files loaded before the first screen), `pages` (what each
 * lazy page adds to them) and `startupPackages` (the packages each start-up file carries).
 */
export function shellChunkGraph() {
  return JSON.parse(readFileSync(join(root, 'dist', 'shell-chunks.json'), 'utf8'));
}

const sizeOf = (files) => files.reduce((sum, f) => sum + gz(join(shellDir, f)), 0);

/** What the shell downloads before its first screen, e.g. a signed-in visitor's /dashboard. */
export function shellStartupSize() {
  return sizeOf(shellChunkGraph().startup);
}

/** What a first load at a shell page's address downloads: start-up plus that page. */
export function shellPageLoadSize(page) {
  const { startup, pages } = shellChunkGraph();
  if (!pages[page]) throw new Error(`No page chunk named ${page} in dist/shell-chunks.json`);
  return sizeOf([...startup, ...pages[page]]);
}

export function remoteSizes() {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  return Object.fromEntries(
    Object.entries(registry).map(([name, url]) => {
      const dir = join(
        remotesDir,
        url.replace(/^\/remotes\//, '').replace(/\/mf-manifest\.json$/, ''),
      );
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
