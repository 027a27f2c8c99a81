import { REQUEST_ID_PATTERN } from '@trellis/contracts';
import { apiFetch } from '../api/api-fetch';
import { ApiError } from '../api/api-error';
import { isOwnRequestId, rememberRequestId, REMEMBERED_REQUEST_IDS } from '../api/request-id';
import { setUnauthorizedHandler } from '../api/unauthorized';
import { useSessionStore } from '../session/session-store';
import { apiErrorResponse, http, HttpResponse, setupApiServer } from '../testing';

const server = setupApiServer();

/** Answers /api/x with `reply` and keeps each request it saw. */
function serveX(reply: () => Response = () => HttpResponse.json({ ok: true })) {
  const seen: Request[] = [];
  server.use(
    http.all('/api/x', ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

describe('apiFetch', () => {
  const redirects: string[] = [];
  beforeEach(() => {
    redirects.length = 0;
    setUnauthorizedHandler((to) => redirects.push(to));
    window.history.pushState({}, '', '/customers/edit/4?tab=docs');
  });

  it('sends credentials and JSON, and returns the parsed body', async () => {
    const seen = serveX();
    // Credentials are a browser fetch option: the request MSW sees on the wire cannot show them.
    const spy = jest.spyOn(globalThis, 'fetch');
    await expect(apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(spy.mock.calls[0]![1]!.credentials).toBe('include');
    spy.mockRestore();
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    await expect(seen[0]!.json()).resolves.toEqual({ a: 1 });
  });

  it('tags every request with a fresh x-request-id and remembers it as our own', async () => {
    const seen = serveX();
    await apiFetch('/api/x');
    await apiFetch('/api/x', { method: 'DELETE' });
    const [first, second] = seen.map((r) => r.headers.get('x-request-id')!);
    expect(first).toMatch(REQUEST_ID_PATTERN);
    expect(second).toMatch(REQUEST_ID_PATTERN);
    expect(first).not.toBe(second);
    expect(isOwnRequestId(first)).toBe(true);
    expect(isOwnRequestId('someone-elses-request')).toBe(false);
    expect(isOwnRequestId(undefined)).toBe(false);
  });

  it('passes a FormData body through as multipart, files included', async () => {
    const seen = serveX();
    const body = new FormData();
    body.append('name', 'Acme');
    body.append('profileImage', new File(['png'], 'logo.png', { type: 'image/png' }));
    await apiFetch('/api/x', { method: 'POST', body });
    const received = await seen[0]!.formData();
    expect(received.get('name')).toBe('Acme');
    expect((received.get('profileImage') as File).name).toBe('logo.png');
  });

  it('keeps an id the caller chose', async () => {
    const seen = serveX();
    await apiFetch('/api/x', { headers: { 'x-request-id': 'chosen-by-caller' } });
    expect(seen[0]!.headers.get('x-request-id')).toBe('chosen-by-caller');
    expect(isOwnRequestId('chosen-by-caller')).toBe(true);
  });

  it(`remembers only the last ${REMEMBERED_REQUEST_IDS} ids`, () => {
    rememberRequestId('oldest-id');
    for (let i = 0; i < REMEMBERED_REQUEST_IDS; i += 1) rememberRequestId(`later-${i}`);
    expect(isOwnRequestId('oldest-id')).toBe(false);
    expect(isOwnRequestId('later-0')).toBe(true);
  });

  it('throws the server message and code', async () => {
    serveX(() =>
      apiErrorResponse(409, 'Email already exists. Please use a different email.', 'EMAIL_TAKEN'),
    );
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('EMAIL_TAKEN');
    expect(error.message).toBe('Email already exists. Please use a different email.');
  });

  it('on 401 clears the stored user and sends the visitor to /login remembering the page', async () => {
    useSessionStore.getState().setUser({ id: 1 } as never);
    serveX(() => apiErrorResponse(401, 'Please sign in to continue', 'UNAUTHENTICATED'));
    await expect(apiFetch('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirects).toEqual(['/login?redirect=%2Fcustomers%2Fedit%2F4%3Ftab%3Ddocs']);
  });

  it.each(['/login', '/forgot-password', '/reset-password'])(
    'does not redirect on 401 while on %s',
    async (path) => {
      window.history.pushState({}, '', path);
      serveX(() => apiErrorResponse(401, 'Invalid email or password', 'INVALID_CREDENTIALS'));
      await expect(apiFetch('/api/x')).rejects.toBeInstanceOf(ApiError);
      expect(redirects).toEqual([]);
    },
  );

  it('reports no response as status 0', async () => {
    serveX(() => HttpResponse.error());
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });
});
