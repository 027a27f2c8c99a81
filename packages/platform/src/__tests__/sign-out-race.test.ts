import { apiFetch } from '../api/api-fetch';
import { setUnauthorizedHandler } from '../api/unauthorized';
import { signOut } from '../session/sign-out';
import { useSessionStore } from '../session/session-store';
import { apiErrorResponse, fixtures, http, HttpResponse, setupApiServer } from '../testing';

const server = setupApiServer();

describe('signing out while a request is in flight', () => {
  it('lands on /login, not on a redirect back to the page left, and bounces again once signed in', async () => {
    const bounced: string[] = [];
    setUnauthorizedHandler((path) => bounced.push(path));
    let answerLate!: () => void;
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    server.use(
      http.get('/api/counts', async () => {
        await late;
        return apiErrorResponse(401, 'Please sign in to continue', 'UNAUTHENTICATED');
      }),
      http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Signed out' })),
    );
    const inFlight = apiFetch('/api/counts').catch(() => undefined);
    const navigated: string[] = [];
    await signOut((to) => navigated.push(to));
    answerLate();
    await inFlight;
    expect(navigated).toEqual(['/login']);
    expect(bounced).toEqual([]);

    // Signed in again, a 401 is a lost session once more: back to /login, then here.
    useSessionStore.getState().setUser(fixtures.user({ id: 3 }));
    server.use(
      http.get('/api/counts', () =>
        apiErrorResponse(401, 'Please sign in to continue', 'UNAUTHENTICATED'),
      ),
    );
    await apiFetch('/api/counts').catch(() => undefined);
    expect(bounced).toHaveLength(1);
  });

  it('stays signed out when the account check in flight answers after the sign-out began', async () => {
    const bounced: string[] = [];
    setUnauthorizedHandler((path) => bounced.push(path));
    useSessionStore.getState().setUser(fixtures.user({ id: 3 }));
    let answerLate!: () => void;
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    server.use(
      http.get('/api/users/me', async () => {
        await late;
        return HttpResponse.json(fixtures.user({ id: 3 }));
      }),
      http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Signed out' })),
      http.get('/api/counts', () =>
        apiErrorResponse(401, 'Please sign in to continue', 'UNAUTHENTICATED'),
      ),
    );
    const check = useSessionStore.getState().refreshUser(true);
    const signingOut = signOut(() => undefined);
    answerLate();
    await Promise.all([check, signingOut]);
    expect(useSessionStore.getState().user).toBeNull();
    // A request the sign-out cut short still lands nowhere but /login.
    await apiFetch('/api/counts').catch(() => undefined);
    expect(bounced).toEqual([]);
  });

  it('stays signed out, not "session lost", when the account check in flight answers 401', async () => {
    const bounced: string[] = [];
    setUnauthorizedHandler((path) => bounced.push(path));
    useSessionStore.getState().setUser(fixtures.user({ id: 3 }));
    let answerLate!: () => void;
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    server.use(
      http.get('/api/users/me', async () => {
        await late;
        return apiErrorResponse(401, 'Please sign in to continue', 'UNAUTHENTICATED');
      }),
      http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Signed out' })),
    );
    const check = useSessionStore.getState().refreshUser(true);
    await signOut(() => undefined);
    answerLate();
    await check;
    // 'signed-out' sends the session guard to /login; 'no' would add ?redirect=<the page left>.
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(bounced).toEqual([]);
  });
});
