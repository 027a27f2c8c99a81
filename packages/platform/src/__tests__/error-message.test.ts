import { ApiError } from '../api/api-error';
import { apiFetch } from '../api/api-fetch';
import { errorMessage } from '../api/error-message';
import { apiErrorResponse, http, HttpResponse, setupApiServer } from '../testing';

const server = setupApiServer();

/** What apiFetch throws when /api/x answers with `reply`. */
async function failureOf(reply: () => Response): Promise<unknown> {
  server.use(http.post('/api/x', reply));
  return apiFetch('/api/x', { method: 'POST', json: {} }).catch((error: unknown) => error);
}

describe('errorMessage', () => {
  it("shows the server's message when it answered with one", async () => {
    const error = await failureOf(() =>
      apiErrorResponse(409, 'Email already exists. Please use a different email.', 'EMAIL_TAKEN'),
    );
    expect(errorMessage(error, 'Failed to save customer')).toBe(
      'Email already exists. Please use a different email.',
    );
  });

  it('falls back when the error body has no message', async () => {
    const error = await failureOf(
      () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
    );
    expect(errorMessage(error, 'Failed to save customer')).toBe('Failed to save customer');
  });

  it('falls back when nothing answered (status 0)', async () => {
    const error = await failureOf(() => HttpResponse.error());
    expect((error as ApiError).status).toBe(0);
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('falls back for anything that is not an ApiError', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to update')).toBe(
      'Failed to update',
    );
    expect(errorMessage('boom', 'Failed to update')).toBe('Failed to update');
    expect(errorMessage(undefined, 'Failed to update')).toBe('Failed to update');
  });
});
