import { registerRemotes } from '@module-federation/enhanced/runtime';
import { applyPreview, takePreviewFromAddress, usePreviewStore } from './remote-preview';

export const REGISTRY_URL = '/remotes.json';

/** Federation name → manifest URL, as served (never cached) at /remotes.json. */
export type RemoteRegistry = Record<string, string>;

let registered: RemoteRegistry = {};
let ready: Promise<RemoteRegistry> | null = null;

async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  return (await response.json()) as RemoteRegistry;
}

/**
 * Reads /remotes.json and registers every remote it lists, or the version this browser
 * previews instead (remote-preview.ts).
 */
export function registerRemotesFromRegistry(): Promise<RemoteRegistry> {
  // Synchronously, before the router reads the address it removes `?remotes=` from.
  const preview = takePreviewFromAddress();
  ready = (async () => {
    try {
      const released = await fetchRegistry();
      registered = Object.keys(preview).length ? await applyPreview(released, preview) : released;
      registerRemotes(Object.entries(registered).map(([name, entry]) => ({ name, entry })));
    } catch (error) {
      console.error('Could not read the remotes registry', error);
    }
    return registered;
  })();
  return ready;
}

/** Settles once the registry has been read (or could not be): what loading a remote waits for. */
export function registryRead(): Promise<RemoteRegistry> {
  return ready ?? registerRemotesFromRegistry();
}

/**
 * Before retrying a remote that failed: read the registry again (it may have been re-pointed)
 * and re-register that remote with force, which drops the runtime's cached failure.
 */
export async function reregisterRemote(name: string): Promise<void> {
  try {
    const released = await fetchRegistry();
    const { active } = usePreviewStore.getState();
    registered = Object.keys(active).length ? await applyPreview(released, active) : released;
  } catch {
    // Keep what we had; the retry will fail again and say so.
  }
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** The manifest URL a remote is registered with (its previewed version, if any). */
export function registeredEntry(name: string): string | undefined {
  return registered[name];
}
