import type { Knex } from 'knex';
import {
  MESSAGES,
  REALTIME_EVENTS,
  SYSTEM_USER_MESSAGES,
  userProfileUpdatedEvent,
  type SystemUser,
  type SystemUserEditBody,
  type SystemUserInviteBody,
} from '@trellis/contracts';
import { AppError, fieldError, notFound } from '../lib/app-error';
import type { RolesRepository } from '../repositories/roles-repository';
import { STORED_STATUS, systemUserEvent } from '../repositories/system-user-rows';
import type { SystemUsersRepository } from '../repositories/system-users-repository';
import { activeUserManagers, lockUserManagers } from '../repositories/user-managers';
import type { AuditSource } from '../lib/audit-actor';
import { systemUserAuditEvents } from './system-user-audit';
import { awaitsApproval, type UserRow } from '../repositories/users-repository';
import { systemUserInviteMail } from '../mail/system-user-invite-mail';
import {
  createInvitationLink,
  createInvitedAccount,
  type AccountServiceDependencies,
  INVITE_TTL_DAYS,
  sendInvitationMail,
  unusablePasswordHash,
} from './invitations';

export interface SystemUsersServiceDependencies extends AccountServiceDependencies {
  systemUsersRepository: SystemUsersRepository;
  rolesRepository: RolesRepository;
}

export interface SystemUserWriteContext {
  /** The signed-in user making the change (who may not delete or deactivate themselves). */
  actorId: number;
  requestId: string;
  /** Where the set-password link points (config.publicUrl). */
  publicUrl: string;
  /** Who asked, for the audit trail. */
  audit: AuditSource;
}

const roleMissing = () =>
  fieldError('VALIDATION_FAILED', 'role_id', SYSTEM_USER_MESSAGES.roleNotFound);

/**
 * The system users' writes (the staff accounts): each one transaction, then its realtime
 * announcement once committed. Deactivating and deleting lock the active accounts first, so the
 * guard rails (not yourself, not the last active account) hold under concurrent requests too.
 */
export function createSystemUsersService(deps: SystemUsersServiceDependencies) {
  const { db, systemUsersRepository, usersRepository, rolesRepository, realtime } = deps;

  /** The role to give, locked against a concurrent delete (which then counts this user). */
  async function sharedRole(id: number, trx: Knex) {
    const role = await rolesRepository.findById(id, trx, 'share');
    if (!role) throw roleMissing();
    return role;
  }

  /** Refuses taking `row` out of the active accounts when it is the actor or the last one. */
  function guardRemoval(row: UserRow, activeIds: number[], actorId: number, own: string) {
    if (row.id === actorId) throw new AppError('OWN_ACCOUNT', own);
    if (row.status === STORED_STATUS.active && !activeIds.some((id) => id !== row.id))
      throw new AppError('LAST_ACTIVE_ACCOUNT', SYSTEM_USER_MESSAGES.lastActiveAccount);
  }

  /** Refuses (409) taking Manage Users from `id` when no other active account holds it. */
  async function guardLastUserManager(id: number, trx: Knex) {
    const managers = await activeUserManagers(trx);
    if (managers.some((m) => m.id === id) && !managers.some((m) => m.id !== id))
      throw new AppError('LAST_USER_MANAGER', SYSTEM_USER_MESSAGES.lastUserManager);
  }

  /** Read through the service's own handle, so a write inside a wider transaction is seen. */
  async function current(id: number): Promise<SystemUser> {
    const user = await systemUsersRepository.findById(id, db);
    if (!user) throw notFound('User');
    return user;
  }

  return {
    /** POST /api/system-users: a pending account with the role, and a set-password mail. */
    async invite(body: SystemUserInviteBody, context: SystemUserWriteContext): Promise<SystemUser> {
      const passwordHash = await unusablePasswordHash(deps.passwordHasher);
      const { id, roleName, link } = await db.transaction(async (trx) => {
        const role = await sharedRole(body.role_id, trx);
        const invited = await createInvitedAccount(
          deps,
          { username: body.name, email: body.email, role: 'staff', role_id: role.id },
          passwordHash,
          context.publicUrl,
          trx,
        );
        await deps.auditRepository.record(
          {
            ...context.audit,
            action: 'system_user.invited',
            entity: 'system_user',
            entityId: invited.row.id,
            entityLabel: body.name,
            changes: [
              { field: 'email', from: null, to: body.email },
              { field: 'role', from: null, to: role.name },
            ],
          },
          trx,
        );
        return { id: invited.row.id, roleName: role.name, link: invited.link };
      });
      await sendInvitationMail(
        deps.mailer,
        deps.log,
        systemUserInviteMail(body.email, body.name, roleName, link, INVITE_TTL_DAYS),
      );
      const user = await current(id);
      await realtime.publish(REALTIME_EVENTS.systemUserCreated, systemUserEvent(user), {
        requestId: context.requestId,
      });
      return user;
    },

    /** POST /api/system-users/:id/invitation: a new set-password link for a pending user. */
    async resendInvitation(id: number, context: SystemUserWriteContext): Promise<string> {
      const { row, roleName, link } = await db.transaction(async (trx) => {
        const found = await systemUsersRepository.lockRow(id, trx);
        if (!found) throw notFound('User');
        if (found.status !== STORED_STATUS.pending)
          throw new AppError('CONFLICT', SYSTEM_USER_MESSAGES.onlyPendingInvited);
        const role = found.role_id ? await rolesRepository.findById(found.role_id, trx) : undefined;
        const url = await createInvitationLink(deps, found.id, context.publicUrl, trx);
        await deps.auditRepository.record(
          {
            ...context.audit,
            action: 'system_user.invitation_resent',
            entity: 'system_user',
            entityId: found.id,
            entityLabel: found.username,
            changes: [{ field: 'email', from: null, to: found.email }],
          },
          trx,
        );
        return { row: found, roleName: role?.name ?? null, link: url };
      });
      await sendInvitationMail(
        deps.mailer,
        deps.log,
        systemUserInviteMail(row.email, row.username, roleName, link, INVITE_TTL_DAYS),
      );
      return SYSTEM_USER_MESSAGES.invitationSent(row.email);
    },

    /**
     * PUT /api/system-users/:id. Inactive ends the user's sessions in the same transaction; an
     * invitee sent active stays pending until the password is set, while a self-registered
     * account sent active is approved. Nobody changes their own role, and the last active
     * account that can manage users keeps that power.
     */
    async edit(
      id: number,
      body: SystemUserEditBody,
      context: SystemUserWriteContext,
    ): Promise<SystemUser> {
      await db.transaction(async (trx) => {
        // The user managers, then the active accounts, then the row: every deactivation and
        // deletion locks in this order, so two of them cannot deadlock.
        await lockUserManagers(trx);
        const activeIds = await systemUsersRepository.lockActiveIds(trx);
        const row = await systemUsersRepository.lockRow(id, trx);
        if (!row) throw notFound('User');
        if (id === context.actorId && body.role_id !== row.role_id)
          throw new AppError('OWN_ACCOUNT', SYSTEM_USER_MESSAGES.ownAccess);
        if (body.email.toLowerCase() !== row.email.toLowerCase()) {
          if (await usersRepository.findByEmail(body.email, trx))
            throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
        }
        const role = await sharedRole(body.role_id, trx);
        const patch: Partial<UserRow> = {
          username: body.name,
          email: body.email,
          role_id: body.role_id,
        };
        if (body.status === 'inactive' && row.status !== STORED_STATUS.inactive) {
          guardRemoval(row, activeIds, context.actorId, SYSTEM_USER_MESSAGES.ownAccountDeactivate);
          patch.status = STORED_STATUS.inactive;
          await deps.sessionsRepository.removeForUser(id, trx);
        } else if (
          body.status === 'active' &&
          (row.status === STORED_STATUS.inactive || awaitsApproval(row))
        ) {
          patch.status = STORED_STATUS.active;
        }
        const staysUserManager =
          (patch.status ?? row.status) === STORED_STATUS.active &&
          role.permissions.includes('manage_users');
        if (!staysUserManager) await guardLastUserManager(id, trx);
        await usersRepository.update(id, patch, trx);
        const roleBefore =
          row.role_id === null ? null : await rolesRepository.findById(row.role_id, trx);
        for (const event of systemUserAuditEvents(row, patch, roleBefore?.name ?? null, role.name))
          await deps.auditRepository.record({ ...context.audit, ...event }, trx);
      });
      const user = await current(id);
      const options = { requestId: context.requestId };
      await realtime.publish(REALTIME_EVENTS.systemUserUpdated, systemUserEvent(user), options);
      // The user's own tabs refresh the name and email in the top bar.
      await realtime.publish(
        userProfileUpdatedEvent(id),
        { userId: id },
        { ...options, userId: id },
      );
      return user;
    },

    /** DELETE /api/system-users/:id: the account and its sessions in one transaction. */
    async remove(id: number, context: SystemUserWriteContext): Promise<SystemUser> {
      const user = await db.transaction(async (trx) => {
        await lockUserManagers(trx);
        const activeIds = await systemUsersRepository.lockActiveIds(trx);
        const row = await systemUsersRepository.lockRow(id, trx);
        if (!row) throw notFound('User');
        guardRemoval(row, activeIds, context.actorId, SYSTEM_USER_MESSAGES.ownAccountDelete);
        await guardLastUserManager(id, trx);
        const before = (await systemUsersRepository.findById(id, trx))!;
        await deps.sessionsRepository.removeForUser(id, trx);
        await systemUsersRepository.remove(row, trx);
        await deps.auditRepository.record(
          {
            ...context.audit,
            action: 'system_user.deleted',
            entity: 'system_user',
            entityId: id,
            entityLabel: row.username,
            changes: [
              { field: 'email', from: row.email, to: null },
              { field: 'role', from: before.role?.name ?? null, to: null },
            ],
          },
          trx,
        );
        return before;
      });
      await realtime.publish(REALTIME_EVENTS.systemUserDeleted, systemUserEvent(user), {
        requestId: context.requestId,
      });
      return user;
    },
  };
}

export type SystemUsersService = ReturnType<typeof createSystemUsersService>;
