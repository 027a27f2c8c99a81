// Which entries of remotes.json the API serves. A remote may live on another origin
// (a CDN, the team's own host) only when REMOTE_ORIGINS allows it: the shell runs a remote's
// code in its own page, so the registry decides whose code that is.

/** Federation name → the URL of that remote's mf-manifest.json. */
export type RemoteRegistry = Record<string, string>;

export interface RefusedEntry {
  remote: string;
  entry: string;
  reason: string;
  origin?: string;
}

/**
 * The entries of `raw` (a parsed remotes.json) the shell may load: paths on our own origin, and
 * absolute URLs on an origin in `allowedOrigins` (which should include our own). The rest come
 * back in `refused`, each with the reason.
 */
export function servableRegistry(
  raw: unknown,
  allowedOrigins: ReadonlySet<string>,
): { registry: RemoteRegistry; refused: RefusedEntry[] } {
  const registry: RemoteRegistry = {};
  const refused: RefusedEntry[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return {
      registry,
      refused: [{ remote: '*', entry: '', reason: 'remotes.json is not an object of name → URL' }],
    };
  for (const [remote, entry] of Object.entries(raw)) {
    if (typeof entry !== 'string') {
      refused.push({ remote, entry: JSON.stringify(entry), reason: 'its entry is not a URL' });
      continue;
    }
    if (entry.startsWith('/') && !entry.startsWith('//')) {
      registry[remote] = entry;
      continue;
    }
    const origin = originOf(entry);
    if (origin && allowedOrigins.has(origin)) registry[remote] = entry;
    else if (origin)
      refused.push({
        remote,
        entry,
        origin,
        reason: `its origin ${origin} is not in REMOTE_ORIGINS`,
      });
    else refused.push({ remote, entry, reason: 'its entry is neither a path nor an http(s) URL' });
  }
  return { registry, refused };
}

function originOf(entry: string): string | null {
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
