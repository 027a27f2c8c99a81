/**
 * A remote version's mf-manifest.json, read once per URL: the preview check, the compatibility
 * check and the federation runtime all want it, and versioned files are cached forever, so the
 * runtime's own fetch of the same URL is answered from the browser's cache.
 */
const manifests = new Map<string, Promise<unknown>>();

export function fetchManifest(url: string): Promise<unknown> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = (async () => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as unknown;
    })();
    manifests.set(url, manifest);
    // A failure is not remembered: the next attempt asks again.
    manifest.catch(() => manifests.delete(url));
  }
  return manifest;
}
