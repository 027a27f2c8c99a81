import type { Knex } from 'knex';
import {
  REALTIME_EVENTS,
  ROLE_MESSAGES,
  type AuditChange,
  type RoleBody,
  type RoleItem,
} from '@trellis/contracts';
import { AppError, fieldError, notFound } from '../lib/app-error';
import type { Realtime } from '../plugins/app/realtime';
import { activeUserManagers, lockUserManagers } from '../repositories/user-managers';
import type { AuditRepository } from '../repositories/audit-repository';
import type { AuditSource } from '../lib/audit-actor';
import { toRoleItem, type RoleRow, type RolesRepository } from '../repositories/roles-repository';
import { auditRecorder } from './audit-recorder';

export interface RolesServiceDependencies {
  db: Knex;
  rolesRepository: RolesRepository;
  realtime: Realtime;
  auditRepository: AuditRepository;
}

export interface RoleWriteContext {
  requestId: string;
  /** The name of the role sign-ups get (config DEFAULT_ROLE), or null for none. */
  defaultRole: string | null;
  /** Who asked, for the audit trail. */
  audit: AuditSource;
}

/** A role's fields that changed, each with its value before and after. */
function roleChanges(before: RoleBody | null, after: RoleBody | null): AuditChange[] {
  const fields = ['name', 'description', 'permissions'] as const;
  return fields.flatMap((field) => {
    const from = before ? (before[field] ?? null) : null;
    const to = after ? (after[field] ?? null) : null;
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ field, from, to }];
  });
}

const sameName = (a: string, b: string | null) => b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The roles' writes: each one transaction with the role row locked, then its realtime
 * announcement once committed (best effort, never turning a committed write into an error).
 */
export function createRolesService({
  db,
  rolesRepository,
  realtime,
  auditRepository,
}: RolesServiceDependencies) {
  const recordRole = auditRecorder(
    auditRepository,
    'role',
    (role: { id: number; name: string }) => role.name,
  );

  async function assertNameFree(name: string, trx: Knex, exceptId?: number) {
    const other = await rolesRepository.findByName(name, trx);
    if (other && other.id !== exceptId)
      throw fieldError('CONFLICT', 'name', ROLE_MESSAGES.nameTaken);
  }

  async function lockedRole(id: number, trx: Knex): Promise<RoleRow> {
    const role = await rolesRepository.findById(id, trx, 'update');
    if (!role) throw notFound('Role');
    return role;
  }

  const announce = (
    event:
      | typeof REALTIME_EVENTS.roleCreated
      | typeof REALTIME_EVENTS.roleUpdated
      | typeof REALTIME_EVENTS.roleDeleted,
    role: { id: number; name: string },
    context: RoleWriteContext,
  ) => realtime.publish(event, { id: role.id, name: role.name }, { requestId: context.requestId });

  return {
    async create(body: RoleBody, context: RoleWriteContext): Promise<RoleItem> {
      const role = await db.transaction(async (trx) => {
        await assertNameFree(body.name, trx);
        const id = await rolesRepository.create(body, trx);
        const created = (await rolesRepository.findById(id, trx))!;
        await recordRole('role.created', created, roleChanges(null, created), context.audit, trx);
        return created;
      });
      await announce(REALTIME_EVENTS.roleCreated, role, context);
      return toRoleItem(role);
    },

    /** The default role keeps its name: sign-ups find it by that name. */
    async update(id: number, body: RoleBody, context: RoleWriteContext): Promise<RoleItem> {
      const role = await db.transaction(async (trx) => {
        await lockUserManagers(trx);
        const current = await lockedRole(id, trx);
        if (
          current.permissions.includes('manage_users') &&
          !body.permissions.includes('manage_users')
        ) {
          const managers = await activeUserManagers(trx);
          if (managers.length > 0 && managers.every((m) => m.role_id === id))
            throw new AppError('LAST_USER_MANAGER', ROLE_MESSAGES.lastUserManager);
        }
        const { defaultRole } = context;
        if (sameName(current.name, defaultRole) && !sameName(body.name, defaultRole))
          throw new AppError('CONFLICT', ROLE_MESSAGES.isDefault(current.name));
        await assertNameFree(body.name, trx, id);
        await rolesRepository.update(id, body, trx);
        const updated = (await rolesRepository.findById(id, trx))!;
        const changes = roleChanges(current, updated);
        const permissionsChanged = changes.some((c) => c.field === 'permissions');
        const action = permissionsChanged ? 'role.permissions_changed' : 'role.updated';
        if (changes.length > 0) await recordRole(action, updated, changes, context.audit, trx);
        return updated;
      });
      await announce(REALTIME_EVENTS.roleUpdated, role, context);
      return toRoleItem(role);
    },

    /**
     * Refused (409 ROLE_IN_USE, naming the count) while users hold the role: the role row is
     * locked first, so a user given the role meanwhile waits and is counted.
     */
    async remove(id: number, context: RoleWriteContext): Promise<RoleItem> {
      const role = await db.transaction(async (trx) => {
        const current = await lockedRole(id, trx);
        const users = await rolesRepository.userCount(id, trx);
        if (users > 0) throw new AppError('ROLE_IN_USE', ROLE_MESSAGES.inUse(current.name, users));
        if (sameName(current.name, context.defaultRole))
          throw new AppError('CONFLICT', ROLE_MESSAGES.isDefault(current.name));
        await rolesRepository.remove(id, trx);
        await recordRole('role.deleted', current, roleChanges(current, null), context.audit, trx);
        return current;
      });
      await announce(REALTIME_EVENTS.roleDeleted, role, context);
      return toRoleItem(role);
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
