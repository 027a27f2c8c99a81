import { businessToday, MESSAGES, REALTIME_EVENTS } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import { hashToken, newToken } from '../lib/tokens';
import { resetPasswordMail } from '../mail/reset-password-mail';
import { systemUserEvent } from '../repositories/system-user-rows';
import type { AccountContext, AccountServiceDependencies } from './account-context';
import { recordPasswordReset, recordResetRequested } from './password-reset-audit';

const RESET_TTL_MS = 60 * 60 * 1000;

/** A forgotten password: the emailed link, and the new password set with it. */
export function createPasswordResetService(deps: AccountServiceDependencies) {
  const { db, usersRepository, passwordResetsRepository, auditRepository, realtime, config } = deps;

  /** The accounts a first password made active show so on the open lists at once. */
  async function announceActivated(
    activated: { id: number; role: string }[],
    context: AccountContext,
  ) {
    const staff = activated.find((row) => row.role === 'staff');
    if (staff) {
      const user = await deps.systemUsersRepository.findById(staff.id);
      if (user)
        await realtime.publish(REALTIME_EVENTS.systemUserUpdated, systemUserEvent(user), {
          requestId: context.requestId,
        });
    }
    const engineerRow = activated.find((row) => row.role === 'engineer');
    if (engineerRow) {
      // Active now, not 'Invited' until a reload.
      const engineer = await deps.engineersRepository.findById(
        engineerRow.id,
        businessToday(config.APP_TIME_ZONE),
      );
      if (engineer)
        await realtime.publish(
          REALTIME_EVENTS.engineerUpdated,
          { ...engineer, userId: engineer.id },
          { requestId: context.requestId },
        );
    }
  }

  return {
    /**
     * A reset link for the account with this email, if there is one; the caller answers the
     * same either way. A mail that cannot be sent is logged, not reported.
     */
    async requestPasswordReset(email: string, context: AccountContext): Promise<void> {
      const user = await usersRepository.findByEmail(email);
      if (!user) return;
      const { token, hash } = newToken();
      await db.transaction(async (trx) => {
        await passwordResetsRepository.create(
          { token_hash: hash, user_id: user.id, expires_at: new Date(Date.now() + RESET_TTL_MS) },
          trx,
        );
        await recordResetRequested(auditRepository, context.audit, user, trx);
      });
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      try {
        await deps.mailer.send(resetPasswordMail(user.email, user.username, link));
      } catch (error) {
        context.log.error({ err: error }, 'could not send the password reset mail');
      }
    },

    /** The new password, with a reset or invitation token that is neither used nor expired. */
    async resetPassword(token: string, password: string, context: AccountContext): Promise<void> {
      const passwordHash = await deps.passwordHasher.hash(password);
      const activated = await db.transaction(async (trx) => {
        const reset = await passwordResetsRepository.findByHash(hashToken(token), trx);
        if (!reset) throw new AppError('INVALID_RESET_TOKEN', MESSAGES.invalidResetToken);
        if (reset.used_at) throw new AppError('INVALID_RESET_TOKEN', MESSAGES.usedResetToken);
        if (reset.revoked_at) throw new AppError('INVALID_RESET_TOKEN', MESSAGES.revokedResetToken);
        if (reset.expires_at.getTime() <= Date.now())
          throw new AppError('INVALID_RESET_TOKEN', MESSAGES.expiredResetToken);
        const account = (await usersRepository.update(
          reset.user_id,
          { password_hash: passwordHash },
          trx,
        ))!;
        // An invitation link (staff or engineer) is a reset token too: setting the password
        // activates the invitee.
        const invitees = await usersRepository.activateInvited(reset.user_id, trx);
        await passwordResetsRepository.markUsed(reset.id, trx);
        // A reset means the old password may be known to someone else: end every session.
        await deps.sessionsRepository.removeForUser(reset.user_id, trx);
        await recordPasswordReset(
          auditRepository,
          context.audit,
          account,
          invitees.length > 0,
          trx,
        );
        return invitees;
      });
      await announceActivated(activated, context);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
