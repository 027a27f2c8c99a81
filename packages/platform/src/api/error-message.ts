import { ApiError } from './api-error';

/**
 * The text a failed call shows: the server's own `message` when it answered with an error body,
 * otherwise `fallback`. No response at all (status 0: offline, server down) also gives
 * `fallback`, because each screen's own failure text is what the user must see; a screen with
 * its own wording for that case (register's "Cannot connect to server…") checks
 * `error.status === 0` first.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
