import { fakeResponse } from '../test/fake-response';
import { apiFetch } from '../api/api-fetch';
import { ApiError } from '../api/api-error';
import { setUnauthorizedHandler } from '../api/unauthorized';
import { useSessionStore } from '../session/session-store';

function respond(status: number, body: unknown) {
  global.fetch = jest.fn().mockResolvedValue(fakeResponse(status, body));
}

describe('apiFetch', () => {
  const redirects: string[] = [];
  beforeEach(() => {
    redirects.length = 0;
    setUnauthorizedHandler((to) => redirects.push(to));
    window.history.pushState({}, '', '/customers/edit/4?tab=docs');
  });

  it('sends credentials and JSON, and returns the parsed body', async () => {
    respond(200, { ok: true });
    await expect(apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('throws the server message and code', async () => {
    respond(409, {
      message: 'Email already exists. Please use a different email.',
      code: 'EMAIL_TAKEN',
    });
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Email already exists. Please use a different email.');
  });

  it('on 401 clears the stored user and sends the visitor to /login remembering the page', async () => {
    useSessionStore.getState().setUser({ id: 1 } as never);
    respond(401, { message: 'Please sign in to continue', code: 'UNAUTHENTICATED' });
    await expect(apiFetch('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirects).toEqual(['/login?redirect=%2Fcustomers%2Fedit%2F4%3Ftab%3Ddocs']);
  });

  it.each(['/login', '/forgot-password', '/reset-password'])(
    'does not redirect on 401 while on %s',
    async (path) => {
      window.history.pushState({}, '', path);
      respond(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      await expect(apiFetch('/api/auth/login')).rejects.toBeInstanceOf(ApiError);
      expect(redirects).toEqual([]);
    },
  );

  it('reports no response as status 0', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
  });
});
