import type { z } from 'zod';
import {
  MESSAGES,
  REALTIME_EVENTS,
  userProfileUpdatedEvent,
  type updateProfileFieldsSchema,
} from '@trellis/contracts';
import { AppError, fieldError } from '../lib/app-error';
import type { NewFile } from '../repositories/files-repository';
import type { UserRow } from '../repositories/users-repository';
import type { AccountContext, AccountServiceDependencies } from './account-context';
import { accountChanges, pictureChange, recordAccount } from './account-audit';

type ProfileFields = z.output<typeof updateProfileFieldsSchema>;

/** The signed-in user's own account: the profile and the password. */
export function createProfileService(deps: AccountServiceDependencies) {
  const { db, usersRepository, filesRepository, auditRepository, realtime } = deps;

  return {
    /**
     * The profile fields, and the picture when one was sent (already checked by the file
     * store); the daily digest switch stays as it is when absent. Every tab of the account
     * hears of it. Answers the account as saved.
     */
    async updateProfile(
      user: UserRow,
      { daily_digest: dailyDigest, ...profile }: ProfileFields,
      picture: NewFile | null,
      context: AccountContext,
    ): Promise<UserRow> {
      const other = await usersRepository.findByEmail(profile.email);
      if (other && other.id !== user.id) throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);

      const updated = await db.transaction(async (trx) => {
        const before = (await usersRepository.lockForEdit(user.id, trx))!;
        const pictureChanged = picture
          ? await pictureChange(filesRepository, before, picture.name, trx)
          : null;
        if (picture) {
          await filesRepository.replace(
            picture,
            (fileId) => usersRepository.setProfileFile(user.id, fileId, trx),
            trx,
          );
        }
        const patch =
          dailyDigest === undefined ? profile : { ...profile, daily_digest: dailyDigest };
        const after = (await usersRepository.update(user.id, patch, trx))!;
        const changes = [
          ...accountChanges(before, after),
          ...(pictureChanged ? [pictureChanged] : []),
        ];
        await recordAccount(auditRepository, context.audit, after, 'account.updated', changes, trx);
        return after;
      });
      const announced = { userId: user.id, requestId: context.requestId };
      await realtime.publish(userProfileUpdatedEvent(user.id), { userId: user.id }, announced);
      await realtime.publish(REALTIME_EVENTS.userProfileUpdated, { userId: user.id }, announced);
      return updated;
    },

    /**
     * A new password, given the current one (a wrong one is a 400 on `currentPassword`). Other
     * devices signed in with the old password are signed out; `keepSessionId`, the caller's, stays.
     */
    async changePassword(
      user: UserRow,
      { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
      keepSessionId: number | undefined,
      context: AccountContext,
    ): Promise<void> {
      if (!(await deps.passwordHasher.verify(user.password_hash, currentPassword))) {
        throw fieldError('VALIDATION_FAILED', 'currentPassword', MESSAGES.currentPasswordWrong);
      }
      const hash = await deps.passwordHasher.hash(newPassword);
      await db.transaction(async (trx) => {
        await usersRepository.update(user.id, { password_hash: hash }, trx);
        await deps.sessionsRepository.removeForUser(user.id, trx, keepSessionId);
        await recordAccount(
          auditRepository,
          context.audit,
          user,
          'account.password_changed',
          [],
          trx,
        );
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
