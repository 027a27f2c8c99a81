// The seven permissions, without zod, so start-up code (the shell's sidebar and page gate) can
// name them without loading the schemas.

/** The seven permissions, in the product's order (also the checklist's order). */
export const PERMISSIONS = [
  'create',
  'read',
  'update',
  'delete',
  'manage_users',
  'manage_team',
  'update_tickets',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** How a permission is shown on a card and in the form's checklist. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  create: 'Create',
  read: 'Read',
  update: 'Update',
  delete: 'Delete',
  manage_users: 'Manage Users',
  manage_team: 'Manage Team',
  update_tickets: 'Update Tickets',
};
