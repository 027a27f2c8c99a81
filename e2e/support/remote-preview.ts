import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  formatRemotePreview,
  parseRemotePreview,
  REMOTE_PREVIEW_STORAGE_KEY,
} from '@trellis/contracts/remote-preview';
import { E2E } from './environment';

// Read, not imported: Playwright's loader cannot import JSON without an import attribute.
const REMOTES = JSON.parse(
  readFileSync(resolve(E2E.repoRoot, 'packages', 'contracts', 'src', 'remotes.json'), 'utf8'),
) as { package: string; federationName: string }[];
const NAMES = REMOTES.map((r) => r.federationName);

/**
 * E2E_REMOTE_OVERRIDES=mf_customers@<version>[,…] runs the whole suite against unreleased
 * versions: every browser context starts with the preview the shell reads from its storage (as
 * after `?remotes=…`), so every page loads those versions and shows the preview marker.
 */
export function remotePreviewState(overrides: string | undefined) {
  if (!overrides) return undefined;
  const { preview, rejected } = parseRemotePreview(overrides, NAMES);
  if (rejected.length)
    throw new Error(
      `E2E_REMOTE_OVERRIDES: "${rejected.join('", "')}" is not <remote>@<version> (remotes: ${REMOTES.map((r) => r.federationName).join(', ')})`,
    );
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(E2E.baseUrl).origin,
        localStorage: [{ name: REMOTE_PREVIEW_STORAGE_KEY, value: formatRemotePreview(preview) }],
      },
    ],
  };
}

/**
 * The shell ignores a preview of a version the server lacks (a console warning): a suite meant
 * to test a version must not pass against the released one instead, so a missing build stops it.
 */
export async function assertPreviewVersionsExist(overrides: string | undefined): Promise<void> {
  if (!overrides) return;
  const { preview } = parseRemotePreview(overrides, NAMES);
  for (const [name, version] of Object.entries(preview)) {
    const remote = REMOTES.find((r) => r.federationName === name)!;
    const path = `/remotes/${remote.package}/${version}/mf-manifest.json`;
    const found = process.env.BASE_URL
      ? (await fetch(new URL(path, E2E.baseUrl))).ok
      : existsSync(resolve(E2E.repoRoot, 'dist', path.slice(1)));
    if (!found)
      throw new Error(
        `E2E_REMOTE_OVERRIDES: ${name}@${version} is not built (${path}); build it with REMOTE_VERSION=${version} node scripts/build.mjs --only ${remote.package} --no-release`,
      );
  }
}
