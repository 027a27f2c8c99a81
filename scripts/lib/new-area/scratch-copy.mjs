// A throwaway copy of the checkout to generate an area into: the tracked and new files (not
// node_modules, builds or databases), and each package's node_modules rebuilt as links to the
// installed packages, except the workspace's own packages, which link to the copy's. So the
// copy's API imports the copy's contracts, with the generated area in them. The package store
// itself is shared, not copied: never run `pnpm install` in a copy, it would relink the
// checkout's hoisted packages to the copy.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

function linkModules(root, copy, dir) {
  const from = join(root, dir, 'node_modules');
  if (!existsSync(from)) return;
  const to = join(copy, dir, 'node_modules');
  mkdirSync(to, { recursive: true });
  const link = (name) => {
    const target = realpathSync(join(from, name));
    const inside = relative(root, target);
    const own = !inside.startsWith('..') && !inside.split('/').includes('node_modules');
    mkdirSync(dirname(join(to, name)), { recursive: true });
    symlinkSync(own ? join(copy, inside) : target, join(to, name));
  };
  for (const entry of readdirSync(from)) {
    if (entry.startsWith('@'))
      for (const scoped of readdirSync(join(from, entry))) link(`${entry}/${scoped}`);
    else if (entry === '.bin') {
      // File by file: a tool that rewrites its shims here must not rewrite the checkout's.
      mkdirSync(join(to, entry));
      for (const shim of readdirSync(join(from, entry)))
        symlinkSync(realpathSync(join(from, entry, shim)), join(to, entry, shim));
    } else if (entry === '.pnpm' || entry === '.modules.yaml')
      symlinkSync(join(from, entry), join(to, entry));
    else if (!entry.startsWith('.')) link(entry);
  }
}

/** Copies the checkout at `root` into a new temporary directory and answers its path. */
export function scratchCopy(root) {
  const copy = mkdtempSync(join(tmpdir(), 'trellis-area-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = join(root, file);
    if (!existsSync(source) || lstatSync(source).isDirectory()) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(source, join(copy, file));
  }
  // The installed packages are as fresh as the lockfile: `npm start` in the copy installs nothing.
  const lock = statSync(join(root, 'pnpm-lock.yaml'));
  utimesSync(join(copy, 'pnpm-lock.yaml'), lock.atime, lock.mtime);
  const packages = ['.', ...new Set(files.filter((f) => f.endsWith('/package.json')).map(dirname))];
  for (const dir of packages) linkModules(root, copy, dir);
  // A repository of its own, so `git status` there lists exactly what a generator wrote.
  const git = (...args) =>
    execFileSync(
      'git',
      ['-c', 'user.name=trellis', '-c', 'user.email=trellis@localhost', ...args],
      {
        cwd: copy,
        stdio: 'ignore',
      },
    );
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'copy');
  return copy;
}
