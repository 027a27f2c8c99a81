import { version as reactVersion } from 'react';
import contractsPackage from '@trellis/contracts/package.json';
import platformPackage from '@trellis/platform/package.json';
import {
  builtAgainstOf,
  describeIncompatibilities,
  incompatibilities,
  type Incompatibility,
} from '@trellis/federation/compatibility';
import { fetchManifest } from './remote-manifest';

/** What this shell gives the remotes it mounts; a remote's build records what it expects. */
export const SHELL_PROVIDES: Record<string, string> = {
  '@trellis/platform': platformPackage.version,
  '@trellis/contracts': contractsPackage.version,
  react: reactVersion,
};

/** A remote built against a major version of the platform, the contracts or React we lack. */
export class IncompatibleRemoteError extends Error {
  /** "built against @trellis/platform 2.0.0, but the shell has 1.0.0" (one clause per package). */
  readonly reason: string;

  constructor(
    readonly remote: string,
    readonly problems: Incompatibility[],
  ) {
    const reason = describeIncompatibilities(problems);
    super(`${remote} was ${reason}`);
    this.name = 'IncompatibleRemoteError';
    this.reason = reason;
  }
}

/**
 * Before a remote is loaded and mounted: throws IncompatibleRemoteError when its manifest says
 * it was built against something this shell does not provide. A manifest that cannot be read
 * is left to the federation runtime, which reports the remote as unavailable.
 */
export async function assertCompatible(remote: string, entry: string | undefined): Promise<void> {
  if (!entry) return;
  let manifest: unknown;
  try {
    manifest = await fetchManifest(entry);
  } catch {
    return;
  }
  const problems = incompatibilities(builtAgainstOf(manifest), SHELL_PROVIDES);
  if (problems.length) throw new IncompatibleRemoteError(remote, problems);
}
