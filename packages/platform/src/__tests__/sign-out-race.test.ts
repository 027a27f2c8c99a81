import { apiFetch } from '../api/api-fetch';
import { setUnauthorizedHandler } from '../api/unauthorized';
import { signOut } from '../session/sign-out';
import { useSessionStore } from '../session/session-store';
import { apiErrorResponse, fixtures, http, HttpResponse, setupApiServer } from '../testing';

const server = setupApiServer();

const sessionLost = () => apiErrorResponse(401, 'Please sign in to continue', 'UNAUTHENTICATED');
const logout = http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Signed out' }));

/** The pages a lost session sends to /login from (to come back to), from here on. */
function trackBounces() {
  const bounced: string[] = [];
  setUnauthorizedHandler((path) => bounced.push(path));
  return bounced;
}

/** GET `path` answering only once `release` is called, to land after the sign-out began. */
function answerLate(path: string, answer: () => Response) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = http.get(path, async () => {
    await held;
    return answer();
  });
  return { handler, release };
}

describe('signing out while a request is in flight', () => {
  it('lands on /login, not on a redirect back to the page left, and bounces again once signed in', async () => {
    const bounced = trackBounces();
    const late = answerLate('/api/counts', sessionLost);
    server.use(late.handler, logout);
    const inFlight = apiFetch('/api/counts').catch(() => undefined);
    const navigated: string[] = [];
    await signOut((to) => navigated.push(to));
    late.release();
    await inFlight;
    expect(navigated).toEqual(['/login']);
    expect(bounced).toEqual([]);

    // Signed in again, a 401 is a lost session once more: back to /login, then here.
    useSessionStore.getState().setUser(fixtures.user({ id: 3 }));
    server.use(http.get('/api/counts', sessionLost));
    await apiFetch('/api/counts').catch(() => undefined);
    expect(bounced).toHaveLength(1);
  });

  it('stays signed out when the account check in flight answers after the sign-out began', async () => {
    const bounced = trackBounces();
    useSessionStore.getState().setUser(fixtures.user({ id: 3 }));
    const late = answerLate('/api/users/me', () => HttpResponse.json(fixtures.user({ id: 3 })));
    server.use(late.handler, logout, http.get('/api/counts', sessionLost));
    const check = useSessionStore.getState().refreshUser(true);
    const signingOut = signOut(() => undefined);
    late.release();
    await Promise.all([check, signingOut]);
    expect(useSessionStore.getState().user).toBeNull();
    // A request the sign-out cut short still lands nowhere but /login.
    await apiFetch('/api/counts').catch(() => undefined);
    expect(bounced).toEqual([]);
  });

  it('stays signed out, not "session lost", when the account check in flight answers 401', async () => {
    const bounced = trackBounces();
    useSessionStore.getState().setUser(fixtures.user({ id: 3 }));
    const late = answerLate('/api/users/me', sessionLost);
    server.use(late.handler, logout);
    const check = useSessionStore.getState().refreshUser(true);
    await signOut(() => undefined);
    late.release();
    await check;
    // 'signed-out' sends the session guard to /login; 'no' would add ?redirect=<the page left>.
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(bounced).toEqual([]);
  });
});
