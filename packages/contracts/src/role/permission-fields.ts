import { z } from 'zod';
import { PERMISSIONS, type Permission } from '../permissions';

// What the role form shows and sends for the permissions (the list itself is zod-free, in
// ../permissions, for the access checks that run before any schema loads).

/** Ours: one line under each checklist entry saying what it will allow once enforced. */
export const PERMISSION_HINTS: Record<Permission, string> = {
  create: 'Add new records',
  read: 'View records',
  update: 'Edit records',
  delete: 'Remove records',
  manage_users: 'Invite, edit and remove system users',
  manage_team: 'Manage engineers and their work',
  update_tickets: 'Change tickets and their status',
};

export const permissionSchema = z.enum(PERMISSIONS, {
  error: `Permission must be one of: ${PERMISSIONS.join(', ')}`,
});

/** A set of permissions in the canonical order (that of PERMISSIONS), without repeats. */
export function normalizePermissions(permissions: readonly Permission[]): Permission[] {
  const chosen = new Set(permissions);
  return PERMISSIONS.filter((p) => chosen.has(p));
}
