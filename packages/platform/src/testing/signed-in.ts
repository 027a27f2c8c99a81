import type { User } from '@trellis/contracts';
import { useSessionStore } from '../session/session-store';
import { fixtures } from './fixtures';

/**
 * Puts `user` in the session, as the shell does before it mounts any remote. The default holds
 * every permission; narrow it with `fixtures.user({ permissions: [...] })`.
 */
export function signInAs(user: User = fixtures.user()): User {
  useSessionStore.setState({ user, status: 'ok' });
  return user;
}
