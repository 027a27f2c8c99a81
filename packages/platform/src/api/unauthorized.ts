import { APP_ROUTES, LOGIN_REDIRECT_PARAM } from '@trellis/contracts/constants';

/** Pages where a 401 is expected and must not bounce the visitor. */
const NO_REDIRECT_PATHS = [APP_ROUTES.login, APP_ROUTES.forgotPassword, APP_ROUTES.resetPassword];

type UnauthorizedHandler = (loginPath: string) => void;

let handler: UnauthorizedHandler = (loginPath) => window.location.assign(loginPath);
/**
 * Set from the moment the user signs out until someone signs in: a request the sign-out cut
 * short answers 401, and must not bounce the user to /login?redirect=<the page they left>.
 */
let signedOutOnPurpose = false;

let signOuts = 0;

export function markSignedOutOnPurpose(signedOut: boolean): void {
  signedOutOnPurpose = signedOut;
  if (signedOut) signOuts += 1;
}

/**
 * How many times the user has signed out in this page: an answer to a request sent before the
 * last sign-out is about a session that no longer exists.
 */
export const signOutCount = (): number => signOuts;
const listeners = new Set<() => void>();

/** The shell installs a router-aware handler; the default does a full page load. */
export function setUnauthorizedHandler(next: UnauthorizedHandler): void {
  handler = next;
}

/** Called on 401 before redirecting (the session store clears itself here). */
export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `/login?redirect=<current page>`, so the visitor comes back after signing in. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const from = `${location.pathname}${location.search}${location.hash}`;
  if (from === '/' || from === APP_ROUTES.login) return APP_ROUTES.login;
  return `${APP_ROUTES.login}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(from)}`;
}

export function handleUnauthorized(): void {
  // Signing out clears the session itself, as signed out rather than lost.
  if (signedOutOnPurpose) return;
  listeners.forEach((listener) => listener());
  if (NO_REDIRECT_PATHS.includes(window.location.pathname as (typeof NO_REDIRECT_PATHS)[number]))
    return;
  handler(loginPathFor(window.location));
}
