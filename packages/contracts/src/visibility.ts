// What a reader may see, declared once and applied wherever data leaves the API: answers, the
// audit trail (History, the Activity page, its CSV), socket events and exports. A field or a
// record listed here is absent for a reader without its permission, never shown emptied.
import type { AuditChange } from './audit';
import type { Permission } from './permissions';

/**
 * Fields only some roles read, by the record they belong to, as the audit trail names them (an
 * engineer's pay and bank details: those who manage the team).
 */
export const SENSITIVE_FIELDS = {
  engineer: {
    pay_rate: 'manage_team',
    pay_currency: 'manage_team',
    payment_currency: 'manage_team',
    bank_name: 'manage_team',
    account_type: 'manage_team',
    account_name: 'manage_team',
    sort_code: 'manage_team',
    iban: 'manage_team',
  },
} as const satisfies Record<string, Record<string, Permission>>;

/**
 * Records whose history takes more than `read`: reading one's history needs what reading the
 * record needs (payouts and leave decisions are the team managers'; accounts, roles, refused
 * requests, the log itself, the scheduled jobs and saved views are the user managers').
 */
export const HISTORY_READERS: Readonly<Record<string, Permission>> = {
  payout: 'manage_team',
  leave: 'manage_team',
  system_user: 'manage_users',
  role: 'manage_users',
  route: 'manage_users',
  audit: 'manage_users',
  job: 'manage_users',
  // A private view's name and filters are its owner's; the trail of views is the log's.
  saved_view: 'manage_users',
};

/** Actions that are the user managers' whatever record they name: sign-ins and refusals. */
export const USER_MANAGER_ACTIONS = { prefixes: ['auth.'], exact: ['access.denied'] } as const;

const permissionOf = (entity: string): Permission => HISTORY_READERS[entity] ?? 'read';

/** The permission reading `entity`'s history takes. */
export const historyPermission = (entity: string): Permission => permissionOf(entity);

const isUserManagerAction = (action: string) =>
  USER_MANAGER_ACTIONS.prefixes.some((p) => action.startsWith(p)) ||
  (USER_MANAGER_ACTIONS.exact as readonly string[]).includes(action);

/** Whether a reader holding `permissions` may see an audit entry at all. */
export function auditEntryReadable(
  entry: { entity: string; action: string },
  permissions: readonly Permission[],
): boolean {
  if (!permissions.includes(permissionOf(entry.entity))) return false;
  return !isUserManagerAction(entry.action) || permissions.includes('manage_users');
}

/** What a reader without some permissions may not list: for the log's SQL filter. */
export interface HiddenAuditScope {
  entities: string[];
  actionPrefixes: string[];
  actions: string[];
}

export function hiddenAuditScope(permissions: readonly Permission[]): HiddenAuditScope {
  const managesUsers = permissions.includes('manage_users');
  return {
    entities: Object.keys(HISTORY_READERS).filter((e) => !permissions.includes(permissionOf(e))),
    actionPrefixes: managesUsers ? [] : [...USER_MANAGER_ACTIONS.prefixes],
    actions: managesUsers ? [] : [...USER_MANAGER_ACTIONS.exact],
  };
}

export const isEmptyScope = (scope: HiddenAuditScope) =>
  scope.entities.length + scope.actionPrefixes.length + scope.actions.length === 0;

/** The permission reading `field` of `entity` takes, when it is sensitive. */
export function sensitiveFieldPermission(entity: string, field: string): Permission | null {
  const fields = (SENSITIVE_FIELDS as Record<string, Record<string, Permission>>)[entity];
  return fields?.[field] ?? null;
}

/**
 * An entry's changes as a reader sees them: a sensitive field the reader may not read keeps its
 * name (so History still says it changed) and loses both values.
 */
export function visibleAuditChanges(
  entity: string,
  changes: readonly AuditChange[],
  permissions: readonly Permission[],
): AuditChange[] {
  return changes.map((change) => {
    const needed = sensitiveFieldPermission(entity, change.field);
    if (!needed || permissions.includes(needed)) return change;
    return { field: change.field, from: null, to: null, hidden: true };
  });
}
