import { waitFor } from '@testing-library/react';
import { apiFetch } from '../api/api-fetch';
import { ApiError } from '../api/api-error';
import { useSessionStore } from '../session/session-store';
import { toast, useToastStore } from '../toast/toast-store';
import { apiErrorResponse, fixtures, http, HttpResponse, setupApiServer } from '../testing';

const server = setupApiServer();
const DENIED = 'Your role does not allow this: it needs the Create permission.';
const narrowed = fixtures.user({ permissions: ['read'] });

const messages = () => useToastStore.getState().toasts.map((t) => [t.message, t.type]);

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  useSessionStore.getState().setUser(fixtures.user());
});

describe('a permission refusal', () => {
  it("toasts the server's sentence once and reloads the user's permissions", async () => {
    let meCalls = 0;
    server.use(
      http.post('/api/x', () => apiErrorResponse(403, DENIED, 'PERMISSION_DENIED')),
      http.get('/api/users/me', () => {
        meCalls += 1;
        return HttpResponse.json(narrowed);
      }),
    );
    const error = (await apiFetch('/api/x', { method: 'POST' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('PERMISSION_DENIED');
    // The screen reporting the same failure adds nothing.
    toast(error.message, 'error');
    expect(messages()).toEqual([[DENIED, 'error']]);
    await waitFor(() => expect(useSessionStore.getState().user?.permissions).toEqual(['read']));
    expect(meCalls).toBe(1);
  });

  it('leaves other 403s and session probes alone', async () => {
    server.use(
      http.get('/api/x', () => apiErrorResponse(403, 'Engineer app only', 'FORBIDDEN')),
      http.get('/api/y', () => apiErrorResponse(403, DENIED, 'PERMISSION_DENIED')),
    );
    await expect(apiFetch('/api/x')).rejects.toBeInstanceOf(ApiError);
    await expect(apiFetch('/api/y', { ignoreUnauthorized: true })).rejects.toBeInstanceOf(ApiError);
    expect(messages()).toEqual([]);
  });
});
