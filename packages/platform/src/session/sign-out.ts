import { API_ROUTES, APP_ROUTES } from '@trellis/contracts/constants';
import { apiFetch } from '../api/api-fetch';
import { markSignedOutOnPurpose } from '../api/unauthorized';
import { disconnectRealtime } from '../realtime/connection';
import { useSessionStore } from './session-store';

/** Calls logout, ignoring any failure so sign-out always works; clears the user, goes to /login. */
export async function signOut(
  navigate: (to: string, options?: { replace?: boolean }) => void,
): Promise<void> {
  markSignedOutOnPurpose(true);
  // Closed first: the server closes a signed-out session's socket, and that close is not news.
  disconnectRealtime();
  await apiFetch(API_ROUTES.auth.logout, { method: 'POST' }).catch(() => undefined);
  useSessionStore.getState().clear('signed-out');
  navigate(APP_ROUTES.login, { replace: true });
}
