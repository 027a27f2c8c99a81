import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E } from './environment';

/** The registry the server reads (dist/remotes.json): federation name → manifest URL. */
export const readRegistry = () =>
  JSON.parse(readFileSync(E2E.remotesManifest, 'utf8')) as Record<string, string>;

export const writeRegistry = (registry: Record<string, string>) =>
  writeFileSync(E2E.remotesManifest, `${JSON.stringify(registry, null, 2)}\n`);

/** The version directory a registry entry points at (`…/<version>/mf-manifest.json`). */
export const versionOf = (entry: string) => entry.split('/').at(-2)!;

/** Runs one of the repository's scripts as a team would (`node scripts/…`). */
export function runScript(args: string[], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, args, {
    cwd: E2E.repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

export function removeVersion(packageName: string, version: string): void {
  rmSync(resolve(E2E.repoRoot, 'dist', 'remotes', packageName, version), {
    recursive: true,
    force: true,
  });
}

/**
 * Where this page loaded a remote's code from since it was last loaded: the `remoteEntry.js`
 * URLs of that remote, as the browser fetched them.
 */
export async function remoteEntriesLoaded(page: Page, packageName: string): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  return [
    ...new Set(
      urls.filter(
        (url) => url.includes(`/remotes/${packageName}/`) && url.endsWith('/remoteEntry.js'),
      ),
    ),
  ];
}

/** The versions of a remote this page runs (from remoteEntriesLoaded). */
export async function remoteVersionsLoaded(page: Page, packageName: string): Promise<string[]> {
  return (await remoteEntriesLoaded(page, packageName)).map((url) => url.split('/').at(-2)!);
}
