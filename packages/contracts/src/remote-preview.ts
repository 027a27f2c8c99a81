// Previewing a not-yet-released remote version in one browser: the shell reads it
// from its address (`?remotes=mf_customers@1.0.0-20261123081405`) into the browser's storage;
// the end-to-end suite writes the same storage from E2E_REMOTE_OVERRIDES.
// No import of the remotes registry here: the end-to-end suite's loader cannot import JSON.

export const REMOTE_PREVIEW_PARAM = 'remotes';
export const REMOTE_PREVIEW_STORAGE_KEY = 'trellis.remotePreview';

/** Federation name → the version to load instead of the released one. */
export type RemotePreview = Record<string, string>;

// A version is one path segment of /remotes/<package>/<version>/: nothing that could climb out.
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * `mf_customers@1.0.0-x,mf_leads@1.0.0-y` as a preview. An entry naming none of `remoteNames`
 * (federation names), or a version that is not a plain version name, is returned in `rejected`.
 */
export function parseRemotePreview(
  value: string,
  remoteNames: readonly string[],
): { preview: RemotePreview; rejected: string[] } {
  const preview: RemotePreview = {};
  const rejected: string[] = [];
  for (const item of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = item.indexOf('@');
    const name = item.slice(0, at);
    const version = item.slice(at + 1);
    if (at > 0 && remoteNames.includes(name) && VERSION.test(version)) preview[name] = version;
    else rejected.push(item);
  }
  return { preview, rejected };
}

export function formatRemotePreview(preview: RemotePreview): string {
  return Object.entries(preview)
    .map(([name, version]) => `${name}@${version}`)
    .join(',');
}
