import { create } from 'zustand';
import {
  formatRemotePreview,
  parseRemotePreview,
  REMOTE_PREVIEW_PARAM,
  REMOTE_PREVIEW_STORAGE_KEY,
  REMOTES,
  type RemotePreview,
} from '@trellis/contracts/constants';
import { fetchManifest } from './remote-manifest';
import { reloadPage } from './reload-page';

/**
 * Previewing a not-yet-released remote version in this browser: `?remotes=
 * mf_customers@<version>` on any address is kept in localStorage (so new tabs preview too) until
 * "Stop preview" or `?remotes=off`. A version is used only when the server has its manifest.
 */
const REMOTE_NAMES = REMOTES.map((r) => r.federationName);

export const usePreviewStore = create<{ active: RemotePreview }>(() => ({ active: {} }));

function readStored(): RemotePreview {
  try {
    return parseRemotePreview(localStorage.getItem(REMOTE_PREVIEW_STORAGE_KEY) ?? '', REMOTE_NAMES)
      .preview;
  } catch {
    return {};
  }
}

function writeStored(preview: RemotePreview): void {
  try {
    const value = formatRemotePreview(preview);
    if (value) localStorage.setItem(REMOTE_PREVIEW_STORAGE_KEY, value);
    else localStorage.removeItem(REMOTE_PREVIEW_STORAGE_KEY);
  } catch {
    // Storage refused (a private window's quota): the preview lasts for this page only.
  }
}

/**
 * Moves `?remotes=` from the address into storage (`?remotes=off` or an empty value ends the
 * preview) and returns the stored preview. Runs before the router reads the address.
 */
export function takePreviewFromAddress(): RemotePreview {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(REMOTE_PREVIEW_PARAM);
  if (value === null) return readStored();
  url.searchParams.delete(REMOTE_PREVIEW_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const { preview, rejected } = parseRemotePreview(value === 'off' ? '' : value, REMOTE_NAMES);
  for (const item of rejected)
    console.warn(
      `Remote preview "${item}" ignored: expected <remote>@<version>, e.g. mf_leads@1.0.0-20261123081410`,
    );
  writeStored(preview);
  return preview;
}

/** The manifest URL of `version` beside a released one (`…/<version>/mf-manifest.json`). */
export function previewEntry(released: string, version: string): string | null {
  const pattern = /[^/]+\/mf-manifest\.json$/;
  return pattern.test(released) ? released.replace(pattern, `${version}/mf-manifest.json`) : null;
}

/**
 * The registry with each previewed version in place of the released one, for the versions the
 * server has. Any other is dropped (from storage too) with a console warning, and the released
 * version is used.
 */
export async function applyPreview<R extends Record<string, string>>(
  registry: R,
  preview: RemotePreview,
): Promise<R> {
  const checked = await Promise.all(
    Object.entries(preview).map(async ([name, version]) => {
      const released = registry[name];
      const entry = released ? previewEntry(released, version) : null;
      if (!entry) {
        console.warn(`Preview of ${name}@${version} ignored: ${name} is not released here`);
        return null;
      }
      try {
        await fetchManifest(entry);
        return { name, version, entry };
      } catch (error) {
        console.warn(
          `Preview of ${name}@${version} ignored: ${(error as Error).message}; using the released version`,
        );
        return null;
      }
    }),
  );
  const result: Record<string, string> = { ...registry };
  const active: RemotePreview = {};
  for (const item of checked) {
    if (!item) continue;
    result[item.name] = item.entry;
    active[item.name] = item.version;
  }
  writeStored(active);
  usePreviewStore.setState({ active });
  return result as R;
}

/** Ends every preview in this browser and reloads, so the released versions are loaded. */
export function stopPreview(): void {
  writeStored({});
  reloadPage();
}
