// Who may open which page, and the texts of the two pages that say no. The API enforces every
// permission on its own; the screens follow the same rules so nobody is offered what the server
// will refuse.
import { APP_ROUTES } from './app-routes';
import { PERMISSION_LABELS, type Permission } from './permissions';

export const ACCESS_MESSAGES = {
  waitingTitle: 'Your account is waiting for approval',
  waitingBody:
    'An administrator needs to give your account a role before you can use Trellis. This page opens the app as soon as they do; there is no need to sign in again.',
  waitingProfile: 'Your profile',
  waitingPassword: 'Change password',
  waitingSignOut: 'Sign out',
  noAccessTitle: "You don't have access to this page",
  noAccessBody: (permission: Permission) =>
    `This page needs the ${PERMISSION_LABELS[permission]} permission. Ask an administrator if you need it.`,
  inactiveTitle: 'This account is inactive',
} as const;

/** Pages that need more than Read, by their path (a pattern's first segments decide). */
const PAGE_PERMISSIONS: readonly (readonly [string, Permission])[] = [
  [APP_ROUTES.engineerPayout, 'manage_team'],
  // Its form registers engineer accounts: managing the team.
  [APP_ROUTES.debugEngineer, 'manage_team'],
  [APP_ROUTES.roles, 'manage_users'],
  [APP_ROUTES.systemUsers, 'manage_users'],
  // The whole audit trail: one record's history is on its own page, with Read.
  [APP_ROUTES.activity, 'manage_users'],
  [APP_ROUTES.customersAdd, 'create'],
  [APP_ROUTES.leadsAdd, 'create'],
  [APP_ROUTES.ticketsCreate, 'create'],
  ['/leads/edit', 'update'],
  ['/customers/edit', 'update'],
  ['/tickets/edit', 'update'],
];

/**
 * The older address of the ticket edit form, /tickets/create?fromTicket={id}, still works: it
 * forwards to /tickets/edit/{id}, so it needs Update, not Create.
 */
const EDIT_QUERY_PARAM = 'fromTicket';

/** Pages any signed-in account may open, a pending one included. */
export const SELF_SERVICE_APP_PATHS: readonly string[] = [
  APP_ROUTES.profile,
  APP_ROUTES.changePassword,
];

const startsWithPath = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The permission a page needs: null for the self-service pages, else Read or more. `search` is
 * the address's query string: the ticket form editing a ticket needs Update, not Create.
 */
export function pagePermission(pathname: string, search = ''): Permission | null {
  if (SELF_SERVICE_APP_PATHS.some((p) => startsWithPath(pathname, p))) return null;
  if (
    startsWithPath(pathname, APP_ROUTES.ticketsCreate) &&
    new URLSearchParams(search).has(EDIT_QUERY_PARAM)
  )
    return 'update';
  const found = PAGE_PERMISSIONS.find(([prefix]) => startsWithPath(pathname, prefix));
  return found ? found[1] : 'read';
}

/** Whether a user (as GET /api/users/me answers it) holds a permission. */
export function holdsPermission(
  user: { permissions: readonly Permission[] } | null | undefined,
  permission: Permission,
): boolean {
  return user?.permissions.includes(permission) ?? false;
}
