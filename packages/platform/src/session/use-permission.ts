import type { Permission } from '@trellis/contracts';
import { useSessionStore } from './session-store';

const NONE: readonly Permission[] = [];

/** What the signed-in user may do now (none while signed out or pending). */
export function usePermissions(): readonly Permission[] {
  return useSessionStore((s) => s.user?.permissions ?? NONE);
}

/**
 * Whether the signed-in user holds at least one of `anyOf`: a screen offers an action only when
 * the API would accept it. Updates live when an administrator changes the user's role.
 */
export function usePermission(...anyOf: Permission[]): boolean {
  return useSessionStore((s) => anyOf.some((p) => s.user?.permissions.includes(p) ?? false));
}
