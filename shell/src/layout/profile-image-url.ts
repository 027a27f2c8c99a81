/**
 * The avatar URL of a user: a stored relative path (`/api/files/3`) is prefixed with the page
 * origin, which is where the API is served; absolute, data and blob URLs pass through.
 */
export function profileImageUrl(path: string | null | undefined, origin: string): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
