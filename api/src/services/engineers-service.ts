import type { Knex } from 'knex';
import {
  ENGINEER_MESSAGES,
  engineerCompliance,
  engineerNearestExpiry,
  mergeEngineerProfile,
  MESSAGES,
  REALTIME_EVENTS,
  userProfileUpdatedEvent,
  type EngineerDetail,
  type EngineerEditBody,
  type EngineerInviteBody,
  type EngineerProfileInput,
} from '@trellis/contracts';
import { AppError, notFound } from '../lib/app-error';
import {
  storedProfile,
  toEngineerDetail,
  toEngineerListItem,
  type EngineersRepository,
} from '../repositories/engineers-repository';
import type { UserRow } from '../repositories/users-repository';
import type { AuditSource } from '../lib/audit-actor';
import {
  engineerChanges,
  engineerDeletedChanges,
  engineerEditEvents,
  engineerLabel,
  type EngineerAuditEvent,
} from './engineer-audit';
import { engineerInviteMail } from '../mail/engineer-invite-mail';
import {
  createInvitedAccount,
  type AccountServiceDependencies,
  INVITE_TTL_DAYS,
  sendInvitationMail,
  unusablePasswordHash,
} from './invitations';

export interface EngineersServiceDependencies extends AccountServiceDependencies {
  engineersRepository: EngineersRepository;
}

export interface EngineerWriteContext {
  /** The business today (YYYY-MM-DD) for the compliance summary. */
  today: string;
  requestId: string;
  /** Where the set-password link points (config.publicUrl). */
  publicUrl?: string;
  /** Who asked (staff, or the engineer from the mobile app), for the audit trail. */
  audit: AuditSource;
}

/**
 * The engineers' writes: each one transaction, then its realtime announcement once committed,
 * best-effort (a failed publish never turns a committed write into an error).
 */
export function createEngineersService(deps: EngineersServiceDependencies) {
  const { db, engineersRepository, usersRepository, realtime } = deps;

  async function record(events: EngineerAuditEvent[], context: EngineerWriteContext, trx: Knex) {
    for (const event of events)
      await deps.auditRepository.record({ ...context.audit, ...event }, trx);
  }

  /** One event on the engineer `row`; nothing when it carries no change. */
  const event = (action: string, row: UserRow, changes: EngineerAuditEvent['changes']) =>
    changes && changes.length > 0
      ? [{ action, entity: 'engineer', entityId: row.id, entityLabel: engineerLabel(row), changes }]
      : [];

  async function announceUpdate(row: UserRow, context: EngineerWriteContext, profile: boolean) {
    const item = toEngineerListItem(row, context.today);
    const options = { requestId: context.requestId };
    await realtime.publish(REALTIME_EVENTS.engineerUpdated, { ...item, userId: row.id }, options);
    if (!profile) return;
    const contact = { userId: row.id, name: row.username, email: row.email, phone: row.phone };
    await realtime.publish(REALTIME_EVENTS.profileUpdated, { ...item, ...contact }, options);
    await realtime.publish(userProfileUpdatedEvent(row.id), contact, options);
  }

  return {
    /** PUT /api/engineers/me: the sent sections replace the stored ones; name and phone the row's. */
    async updateProfile(
      userId: number,
      input: EngineerProfileInput,
      context: EngineerWriteContext,
    ): Promise<EngineerDetail> {
      const row = await db.transaction(async (trx) => {
        const current = await engineersRepository.findRow(userId, trx, true);
        if (!current) throw notFound('Engineer');
        const profile = mergeEngineerProfile(storedProfile(current.profile), input);
        const nearest = engineerNearestExpiry(profile);
        const patch: Partial<UserRow> = {
          profile: profile as unknown as Record<string, unknown>,
          nearest_expiry: nearest?.expiry_date ?? null,
          nearest_expiry_document: nearest?.document ?? null,
        };
        if (input.name !== undefined) patch.username = input.name;
        if (input.phone !== undefined) patch.phone = input.phone;
        if (input.personalDetails?.address !== undefined)
          patch.address = input.personalDetails.address;
        if (input.personalDetails?.dob !== undefined) patch.dob = input.personalDetails.dob;
        const updated = (await usersRepository.update(userId, patch, trx))!;
        const changes = engineerChanges(current, updated);
        await record(event('engineer.updated', updated, changes), context, trx);
        return updated;
      });
      await announceUpdate(row, context, true);
      return toEngineerDetail(row, context.today);
    },

    /** DELETE: refused while tickets not Closed or Expired are assigned; else all in one go. */
    async remove(id: number, context: EngineerWriteContext): Promise<string> {
      const name = await db.transaction(async (trx) => {
        const row = await engineersRepository.findRow(id, trx, true);
        if (!row) throw notFound('Engineer');
        const open = await engineersRepository.openTicketCount(id, trx);
        if (open > 0)
          throw new AppError(
            'ENGINEER_HAS_OPEN_TICKETS',
            ENGINEER_MESSAGES.hasOpenTickets(row.username, open),
          );
        // Sessions and reset tokens go by their foreign keys (on delete cascade); the profile
        // is the row's own column.
        await deps.sessionsRepository.removeForUser(id, trx);
        await record(event('engineer.deleted', row, engineerDeletedChanges(row)), context, trx);
        await engineersRepository.remove(id, trx);
        return row.username;
      });
      await realtime.publish(
        REALTIME_EVENTS.engineerDeleted,
        { id },
        { requestId: context.requestId },
      );
      await realtime.publishCounts();
      return name;
    },

    /** POST /api/engineers: an Invited account and a set-password link by mail (invitations.ts). */
    async invite(body: EngineerInviteBody, context: EngineerWriteContext): Promise<EngineerDetail> {
      const passwordHash = await unusablePasswordHash(deps.passwordHasher);
      const { row, link } = await db.transaction(async (trx) => {
        const invited = await createInvitedAccount(
          deps,
          { username: body.name, email: body.email, phone: body.phone, role: 'engineer' },
          passwordHash,
          context.publicUrl ?? '',
          trx,
        );
        const changes = engineerChanges(null, invited.row);
        await record(event('engineer.invited', invited.row, changes), context, trx);
        return invited;
      });
      await sendInvitationMail(
        deps.mailer,
        deps.log,
        engineerInviteMail(row.email, row.username, link, INVITE_TTL_DAYS),
      );
      const item = toEngineerListItem(row, context.today);
      await realtime.publish(REALTIME_EVENTS.engineerCreated, item, {
        requestId: context.requestId,
      });
      await realtime.publishCounts();
      return toEngineerDetail(row, context.today);
    },

    /** PUT /api/engineers/:id: contact details and Active/Inactive; Inactive ends sessions. */
    async edit(
      id: number,
      body: EngineerEditBody,
      context: EngineerWriteContext,
    ): Promise<EngineerDetail> {
      const row = await db.transaction(async (trx) => {
        const current = await engineersRepository.findRow(id, trx, true);
        if (!current) throw notFound('Engineer');
        if (body.email && body.email.toLowerCase() !== current.email.toLowerCase()) {
          if (await usersRepository.findByEmail(body.email, trx))
            throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
        }
        const patch: Partial<UserRow> = {};
        if (body.name !== undefined) patch.username = body.name;
        if (body.email !== undefined) patch.email = body.email;
        if (body.phone !== undefined) patch.phone = body.phone;
        if (body.pay_rate !== undefined) patch.pay_rate = body.pay_rate;
        if (body.pay_currency !== undefined) patch.pay_currency = body.pay_currency;
        // An invitee stays Invited until the password is set; Inactive applies at once.
        if (
          body.status !== undefined &&
          !(current.status === 'Invited' && body.status === 'Active')
        )
          patch.status = body.status;
        if (patch.status === 'Inactive') await deps.sessionsRepository.removeForUser(id, trx);
        const updated = (await usersRepository.update(id, patch, trx))!;
        await record(engineerEditEvents(current, updated), context, trx);
        return updated;
      });
      await announceUpdate(row, context, false);
      return toEngineerDetail(row, context.today);
    },

    /** The compliance of one engineer now (for ticket assignment later). */
    compliance(row: UserRow, today: string) {
      return engineerCompliance(storedProfile(row.profile), today);
    },
  };
}

export type EngineersService = ReturnType<typeof createEngineersService>;
