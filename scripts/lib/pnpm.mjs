// Bootstrap helpers that use only Node built-ins: they run before dependencies exist.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, step } from './log.mjs';

const PNPM_VERSION = '12.21.0';
const localPnpm = join(
  root,
  '.tools',
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm',
);

function globalPnpmWorks() {
  try {
    execFileSync('pnpm', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The command that runs pnpm: the global one if present, else a project-local copy installed on demand. */
export function pnpmCommand() {
  if (globalPnpmWorks()) return ['pnpm'];
  if (!existsSync(localPnpm)) {
    step(`pnpm not found: installing pnpm@${PNPM_VERSION} into .tools/`);
    const result = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--prefix',
        join(root, '.tools'),
        `pnpm@${PNPM_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0)
      throw new Error('Could not install pnpm with npm. Is the npm registry reachable?');
  }
  return [localPnpm];
}

export function runPnpm(args, options = {}) {
  const [cmd, ...pre] = pnpmCommand();
  const result = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  const fresh =
    existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  step('Installing dependencies (pnpm install)');
  const args = ['install', '--reporter=append-only'];
  if (existsSync(lock)) args.push('--frozen-lockfile');
  if (runPnpm(args) !== 0) throw new Error('pnpm install failed (see above).');
}
