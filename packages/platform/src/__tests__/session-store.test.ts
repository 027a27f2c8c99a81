import { fakeResponse } from '../test/fake-response';
import { useSessionStore } from '../session/session-store';

const user = { id: 7, username: 'Ada', email: 'ada@example.com' };

describe('session store', () => {
  it('skips a refresh while one is running, unless forced', async () => {
    const pending: ((r: Response) => void)[] = [];
    global.fetch = jest.fn(() => new Promise<Response>((r) => pending.push(r)));
    const first = useSessionStore.getState().refreshUser();
    const second = useSessionStore.getState().refreshUser();
    expect(second).toBe(first);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    void useSessionStore.getState().refreshUser(true);
    expect(global.fetch).toHaveBeenCalledTimes(2);
    pending.forEach((resolve) => resolve(fakeResponse(200, user)));
    await expect(first).resolves.toEqual(user);
  });

  it('stores the user under "user" and removes it on failure', async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(200, user));
    await useSessionStore.getState().refreshUser(true);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(useSessionStore.getState().status).toBe('ok');
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(503, { message: 'down' }));
    await useSessionStore.getState().refreshUser(true);
    expect(localStorage.getItem('user')).toBeNull();
    expect(useSessionStore.getState().status).toBe('no');
  });
});
