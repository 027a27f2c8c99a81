import type { z } from 'zod';
import {
  isTimeZone,
  MESSAGES,
  REALTIME_EVENTS,
  type EngineerStatus,
  type registerBodySchema,
  type User,
} from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import { systemUserEvent } from '../repositories/system-user-rows';
import { toUser, type UserRow } from '../repositories/users-repository';
import type { AccountServiceDependencies, SignInContext } from './account-context';
import { signUpAccess, signUpAllowed } from './sign-up-access';
import { recordSignUp } from './sign-up-audit';

type Registration = z.output<typeof registerBodySchema>;

/**
 * POST /api/auth/register: a staff sign-up (signed in at once, with the access it starts with)
 * or an engineer made by someone who manages the team (created only).
 */
export function createRegistrationService(deps: AccountServiceDependencies) {
  const { db, usersRepository, passwordHasher, realtime, config } = deps;

  /** Refuses a closed sign-up or a taken email; else the account and its audit row, at once. */
  async function create(
    { password, role = 'staff', timezone, ...profile }: Registration,
    context: SignInContext,
  ): Promise<UserRow> {
    if (!signUpAllowed(config, profile.email)) {
      throw new AppError(
        'SIGNUP_CLOSED',
        'Sign-up is not open for this email address. Ask an administrator for an account.',
      );
    }
    if (await usersRepository.findByEmail(profile.email))
      throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
    const passwordHash = await passwordHasher.hash(password);
    return db.transaction(async (trx) => {
      const row = await usersRepository.create(
        {
          ...profile,
          role,
          ...(role === 'staff'
            ? await signUpAccess(deps.rolesRepository, config, context.log, trx)
            : { role_id: null }),
          timezone: timezone && isTimeZone(timezone) ? timezone : 'UTC',
          password_hash: passwordHash,
        },
        trx,
      );
      await recordSignUp(deps, context.audit, row, trx);
      return row;
    });
  }

  /** An open engineers list and the counters show the new engineer at once. */
  async function announceEngineer(created: UserRow, context: SignInContext) {
    await realtime.publish(
      REALTIME_EVENTS.engineerCreated,
      {
        id: created.id,
        name: created.username,
        email: created.email,
        phone: created.phone,
        status: created.status as EngineerStatus,
        created_at: created.created_at.toISOString(),
      },
      { requestId: context.requestId },
    );
    await realtime.publishCounts();
  }

  return {
    /** A staff account is signed in on `context`'s reply; an engineer's is only created. */
    async register(body: Registration, context: SignInContext): Promise<User> {
      const created = await create(body, context);
      if (created.role === 'engineer') {
        await announceEngineer(created, context);
        return toUser(created, []);
      }
      const signedIn = await usersRepository.recordLogin(created.id);
      await context.startSession(created.id, 'web');
      // The System Users screens of those who can approve it show the new account at once.
      const listed = await deps.systemUsersRepository.findById(created.id);
      if (listed)
        await realtime.publish(REALTIME_EVENTS.systemUserCreated, systemUserEvent(listed), {
          requestId: context.requestId,
        });
      return toUser(signedIn, await usersRepository.permissionsOf(signedIn));
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
