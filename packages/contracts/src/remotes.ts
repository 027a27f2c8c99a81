// The feature remotes, named once. The list itself is remotes.json, so that the
// Node-side tools (the build script, the lint config, the webpack helpers, release-remote.mjs)
// read the very same data as the shell, the dev hosts and the API. Adding a remote is one entry
// there plus the remote's own folder. An area's screen is mounted where its descriptor says.
import registry from './remotes.json';
import { AREA_SCREENS } from './areas';

export interface RemoteDefinition {
  /** The package name, which is also the folder name (`mf-customers`). */
  package: string;
  /** The module federation name, the key in /remotes.json (`mf_customers`). */
  federationName: string;
  /** Port of the remote's standalone dev server (`pnpm --filter <package> dev`). */
  devPort: number;
  /**
   * Every top-level path the shell mounts the remote at (each as `<path>/*`): its own in
   * remotes.json, the first its home, then the screens the areas' descriptors give it.
   */
  mounts: readonly string[];
}

/** A remote's federation name, as the shell loads it (`loadRemote('<name>/App')`). */
export type RemoteName = string;

export const REMOTES: readonly RemoteDefinition[] = registry.map((remote) => ({
  ...remote,
  mounts: [
    ...remote.mounts,
    ...AREA_SCREENS.filter((screen) => screen.remote === remote.package).map((s) => s.path),
  ],
}));

/** The remote with this federation name; throws for an unknown one (a typo, not a state). */
export function remoteNamed(federationName: RemoteName): RemoteDefinition {
  const remote = REMOTES.find((r) => r.federationName === federationName);
  if (!remote)
    throw new Error(`No remote is named ${federationName} (packages/contracts/src/remotes.json)`);
  return remote;
}

/** Every mount of every remote, in registry order: what the shell's route table is built from. */
export const REMOTE_MOUNTS: readonly { path: string; remote: RemoteName }[] = REMOTES.flatMap((r) =>
  r.mounts.map((path) => ({ path, remote: r.federationName })),
);
