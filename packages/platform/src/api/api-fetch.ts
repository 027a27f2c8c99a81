import { REQUEST_ID_HEADER } from '@trellis/contracts/constants';
import { ApiError } from './api-error';
import { newRequestId, rememberRequestId } from './request-id';
import { handlePermissionDenied } from './permission-denied';
import { handleUnauthorized } from './unauthorized';

export type ApiRequestInit = Omit<RequestInit, 'body'> & {
  json?: unknown;
  body?: BodyInit | null;
  /**
   * A 401 or 403 is an answer, not a reason to leave the page or to toast (session probes, the
   * sign-in form, which shows its own message).
   */
  ignoreUnauthorized?: boolean;
};

/**
 * Every call to the API: cookies always sent, JSON in and out, failures thrown as ApiError with
 * the server's message, a 401 anywhere sends the visitor to sign in, and a permission refusal is
 * toasted and reloads the user's permissions. Each request carries an
 * `x-request-id` this tab remembers, so the realtime events its write causes can be recognised
 * as our own echo (see `useRealtimeEvent`'s `ignoreOwn`).
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, headers, ignoreUnauthorized = false, ...rest } = init;
  const finalHeaders = new Headers(headers);
  if (json !== undefined) finalHeaders.set('content-type', 'application/json');
  if (!finalHeaders.has('accept')) finalHeaders.set('accept', 'application/json');
  if (!finalHeaders.has(REQUEST_ID_HEADER)) finalHeaders.set(REQUEST_ID_HEADER, newRequestId());
  // Remembered before sending: the echo may arrive on the socket before the response does.
  rememberRequestId(finalHeaders.get(REQUEST_ID_HEADER)!);
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: finalHeaders,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
      credentials: 'include',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', (error as Error).message || 'Network error');
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && !ignoreUnauthorized) handleUnauthorized();
    const payload = (typeof body === 'object' && body !== null ? body : {}) as {
      message?: string;
      code?: string;
      details?: ApiError['details'];
    };
    const error = new ApiError(
      response.status,
      payload.code ?? 'UNKNOWN',
      payload.message ?? `Request failed with status ${response.status}`,
      payload.details,
    );
    if (error.code === 'PERMISSION_DENIED' && !ignoreUnauthorized)
      handlePermissionDenied(error.message);
    throw error;
  }
  return body as T;
}
