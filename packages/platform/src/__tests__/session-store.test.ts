import { useSessionStore } from '../session/session-store';
import { apiErrorResponse, fixtures, http, HttpResponse, setupApiServer } from '../testing';

const server = setupApiServer();
const user = fixtures.user({ id: 7, username: 'Ada' });

describe('session store', () => {
  it('skips a refresh while one is running, unless forced', async () => {
    let calls = 0;
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/users/me', async () => {
        calls += 1;
        await answered;
        return HttpResponse.json(user);
      }),
    );
    const first = useSessionStore.getState().refreshUser();
    const second = useSessionStore.getState().refreshUser();
    expect(second).toBe(first);
    const forced = useSessionStore.getState().refreshUser(true);
    expect(forced).not.toBe(first);
    release();
    await expect(first).resolves.toEqual(user);
    await forced;
    expect(calls).toBe(2);
  });

  it('stores the user under "user" and removes it on failure', async () => {
    server.use(http.get('/api/users/me', () => HttpResponse.json(user)));
    await useSessionStore.getState().refreshUser(true);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(useSessionStore.getState().status).toBe('ok');
    server.use(
      http.get('/api/users/me', () => apiErrorResponse(503, 'down', 'DATABASE_UNAVAILABLE')),
    );
    await useSessionStore.getState().refreshUser(true);
    expect(localStorage.getItem('user')).toBeNull();
    expect(useSessionStore.getState().status).toBe('no');
  });
});
