import { create } from 'zustand';
import { API_ROUTES, type User } from '@trellis/contracts/constants';
import { apiFetch } from '../api/api-fetch';
import { onPermissionDenied } from '../api/permission-denied';
import { markSignedOutOnPurpose, onUnauthorized, signOutCount } from '../api/unauthorized';

const STORAGE_KEY = 'user';

/** `signed-out`: the visitor chose to leave, so /login is not told to send them back anywhere. */
export type SessionStatus = 'loading' | 'ok' | 'no' | 'signed-out';

export interface SessionState {
  user: User | null;
  status: SessionStatus;
  setUser(user: User): void;
  clear(status?: 'no' | 'signed-out'): void;
  /** Loads the current user; a call while one runs joins it unless forced. */
  refreshUser(force?: boolean): Promise<User | null>;
}

function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const user = raw ? (JSON.parse(raw) as User) : null;
    // Stored before accounts had permissions: the session probe loads the whole user.
    return Array.isArray(user?.permissions) ? user : null;
  } catch {
    return null;
  }
}

function storeUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): the session cookie still works.
  }
}

let inFlight: Promise<User | null> | null = null;

export const useSessionStore = create<SessionState>((set, get) => ({
  user: readStoredUser(),
  status: 'loading',
  setUser(user) {
    markSignedOutOnPurpose(false);
    storeUser(user);
    set({ user, status: 'ok' });
  },
  clear(status = 'no') {
    storeUser(null);
    // A request the sign-out cut short answers 401: that is not a lost session, and must not
    // send the user to /login?redirect=<the page they left>.
    if (status === 'no' && get().status === 'signed-out') return;
    set({ user: null, status });
  },
  refreshUser(force = false) {
    if (inFlight && !force) return inFlight;
    const signOutsBefore = signOutCount();
    const request = apiFetch<User>(API_ROUTES.users.me, { ignoreUnauthorized: true })
      .then((user) => {
        // An answer to a check that began before the user signed out does not sign them back in.
        if (signOutCount() !== signOutsBefore) return null;
        get().setUser(user);
        return user;
      })
      .catch(() => {
        get().clear();
        return null;
      })
      .finally(() => {
        if (inFlight === request) inFlight = null;
      });
    inFlight = request;
    return request;
  },
}));

onUnauthorized(() => useSessionStore.getState().clear());
// A refusal usually means the role changed since the user was loaded: show what it allows now.
onPermissionDenied(() => void useSessionStore.getState().refreshUser(true));
