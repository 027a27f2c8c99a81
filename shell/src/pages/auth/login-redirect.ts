import { APP_ROUTES, LOGIN_REDIRECT_PARAM, PUBLIC_APP_PATHS } from '@trellis/contracts/constants';

type FromState = string | { pathname?: string; search?: string; hash?: string } | undefined | null;

/** Only same-origin app paths; never back to a public page; never `//evil.example`. */
function safePath(candidate: string | undefined | null): string | null {
  if (
    !candidate ||
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.startsWith('/\\')
  )
    return null;
  const pathname = candidate.split(/[?#]/)[0]!;
  if (PUBLIC_APP_PATHS.includes(pathname)) return null;
  return candidate;
}

/**
 * Where to go after signing in: the page the guard sent us away from (location state `from`,
 * or `?redirect=` which survives a reload), else /dashboard.
 */
export function loginRedirectTarget(state: unknown, search: string): string {
  const from = (state as { from?: FromState } | null | undefined)?.from;
  const fromPath =
    typeof from === 'string'
      ? from
      : from
        ? `${from.pathname ?? ''}${from.search ?? ''}${from.hash ?? ''}`
        : null;
  const redirect = new URLSearchParams(search).get(LOGIN_REDIRECT_PARAM);
  return safePath(fromPath) ?? safePath(redirect) ?? APP_ROUTES.dashboard;
}
