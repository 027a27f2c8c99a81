import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessToday,
  forgotPasswordBodySchema,
  isTimeZone,
  loginBodySchema,
  MESSAGES,
  messageResponseSchema,
  REALTIME_EVENTS,
  registerBodySchema,
  resetPasswordBodySchema,
  userSchema,
  SYSTEM_USER_MESSAGES,
  type EngineerStatus,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import { systemUserEvent } from '../../repositories/system-user-rows';
import { awaitsApproval, toUser } from '../../repositories/users-repository';
import { recordSignIn, recordSignInFailed, recordSignOut } from '../../lib/sign-in-audit';
import { resetPasswordMail } from '../../mail/reset-password-mail';
import { engineerRegistration } from './engineer-registration';
import { recordSignUp, signUpAccess } from './sign-up';
import { recordPasswordReset, recordResetRequested } from './password-reset-audit';

const RESET_TTL_MS = 60 * 60 * 1000;

function signupAllowed(config: Config, email: string): boolean {
  const { mode, domains } = config.SIGNUP_DOMAINS;
  if (mode === 'open') return true;
  if (mode === 'closed') return false;
  return domains.includes(email.split('@')[1]?.toLowerCase() ?? '');
}

const auth: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { usersRepository, passwordResetsRepository, passwordHasher } = fastify;
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  // Verifying against a real hash when the email is unknown keeps response times alike.
  const dummyHash = await passwordHasher.hash(newToken().token);

  fastify.post(
    '/api/auth/register',
    {
      config: {
        public: true,
        rateLimit,
        permissionByInput: engineerRegistration,
        audit: { actions: ['auth.signed_up', 'engineer.registered'] },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account (staff: signed in at once, pending approval unless it is the first or DEFAULT_ROLE opens sign-up; engineer: created only)',
        body: registerBodySchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const { password, role = 'staff', timezone, ...profile } = request.body;
      if (!signupAllowed(config, profile.email)) {
        throw new AppError(
          'SIGNUP_CLOSED',
          'Sign-up is not open for this email address. Ask an administrator for an account.',
        );
      }
      if (await usersRepository.findByEmail(profile.email))
        throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
      const passwordHash = await passwordHasher.hash(password);
      const created = await fastify.db.transaction(async (trx) => {
        const row = await usersRepository.create(
          {
            ...profile,
            role,
            ...(role === 'staff'
              ? await signUpAccess(fastify, config, request, trx)
              : { role_id: null }),
            timezone: timezone && isTimeZone(timezone) ? timezone : 'UTC',
            password_hash: passwordHash,
          },
          trx,
        );
        await recordSignUp(fastify, request, row, trx);
        return row;
      });
      if (role === 'engineer') {
        await fastify.realtime.publish(
          REALTIME_EVENTS.engineerCreated,
          {
            id: created.id,
            name: created.username,
            email: created.email,
            phone: created.phone,
            status: created.status as EngineerStatus,
            created_at: created.created_at.toISOString(),
          },
          { requestId: request.id },
        );
        await fastify.realtime.publishCounts();
        return reply.status(201).send(toUser(created, []));
      }
      const signedIn = await usersRepository.recordLogin(created.id);
      await fastify.startSession(reply, created.id);
      // The System Users screens of those who can approve it show the new account at once.
      const listed = await fastify.systemUsersRepository.findById(created.id);
      if (listed)
        await fastify.realtime.publish(REALTIME_EVENTS.systemUserCreated, systemUserEvent(listed), {
          requestId: request.id,
        });
      return reply
        .status(201)
        .send(toUser(signedIn, await usersRepository.permissionsOf(signedIn)));
    },
  );

  fastify.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimit, audit: { actions: ['auth.signed_in'] } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in to the staff web app',
        body: loginBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await usersRepository.findByEmail(email);
      const valid = await passwordHasher.verify(user?.password_hash ?? dummyHash, password);
      if (!user || !valid) {
        await recordSignInFailed(fastify, request, email, user, 'web');
        throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      }
      if (user.role === 'engineer')
        throw new AppError('ENGINEER_USE_MOBILE_APP', MESSAGES.engineerUseMobileApp);
      // As the mobile sign-in does for engineers: an invitee or a deactivated account is told why.
      // An account waiting for approval signs in to its waiting page.
      if (user.status === 'Invited' && !awaitsApproval(user))
        throw new AppError('ACCOUNT_PENDING', SYSTEM_USER_MESSAGES.accountPending);
      if (user.status === 'Inactive')
        throw new AppError('ACCOUNT_INACTIVE', SYSTEM_USER_MESSAGES.accountInactive);
      const signedIn = await usersRepository.recordLogin(user.id);
      await fastify.startSession(reply, user.id);
      await recordSignIn(fastify, request, user);
      return toUser(signedIn, await usersRepository.permissionsOf(signedIn));
    },
  );

  fastify.post(
    '/api/auth/logout',
    {
      config: {
        public: true,
        audit: { actions: ['auth.signed_out'], mayRecordNothing: 'a sign-out without a session' },
      },
      schema: { tags: ['auth'], summary: 'Sign out', response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const signedIn = await fastify.resolveSession(request);
      await fastify.endSession(request, reply);
      if (signedIn) await recordSignOut(fastify, request, signedIn);
      return { message: 'Signed out' };
    },
  );

  fastify.post(
    '/api/auth/forgot-password',
    {
      config: {
        public: true,
        rateLimit,
        audit: {
          actions: ['auth.password_reset_requested'],
          mayRecordNothing: 'an email without an account, answered the same',
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link (answers the same whether or not the email exists)',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = await usersRepository.findByEmail(request.body.email);
      if (user) {
        const { token, hash } = newToken();
        await fastify.db.transaction(async (trx) => {
          await passwordResetsRepository.create(
            { token_hash: hash, user_id: user.id, expires_at: new Date(Date.now() + RESET_TTL_MS) },
            trx,
          );
          await recordResetRequested(fastify, request, user, trx);
        });
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        try {
          await fastify.mailer.send(resetPasswordMail(user.email, user.username, link));
        } catch (error) {
          request.log.error({ err: error }, 'could not send the password reset mail');
        }
      }
      return {
        message: 'If an account exists for that email, a password reset link has been sent.',
      };
    },
  );

  fastify.post(
    '/api/auth/reset-password',
    {
      config: { public: true, rateLimit, audit: { actions: ['auth.password_reset'] } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await passwordHasher.hash(password);
      let activatedStaff: number | null = null;
      let activatedEngineer: number | null = null;
      await fastify.db.transaction(async (trx) => {
        const reset = await passwordResetsRepository.findByHash(hashToken(token), trx);
        if (!reset) throw new AppError('INVALID_RESET_TOKEN', MESSAGES.invalidResetToken);
        if (reset.used_at) throw new AppError('INVALID_RESET_TOKEN', MESSAGES.usedResetToken);
        if (reset.expires_at.getTime() <= Date.now())
          throw new AppError('INVALID_RESET_TOKEN', MESSAGES.expiredResetToken);
        const account = (await usersRepository.update(
          reset.user_id,
          { password_hash: passwordHash },
          trx,
        ))!;
        // An invitation link (staff or engineer) is a reset token too: setting the password
        // activates the invitee.
        const activated = await usersRepository.activateInvited(reset.user_id, trx);
        activatedStaff = activated.find((row) => row.role === 'staff')?.id ?? null;
        activatedEngineer = activated.find((row) => row.role === 'engineer')?.id ?? null;
        await passwordResetsRepository.markUsed(reset.id, trx);
        // A reset means the old password may be known to someone else: end every session.
        await fastify.sessionsRepository.removeForUser(reset.user_id, trx);
        await recordPasswordReset(fastify, request, account, activated.length > 0, trx);
      });
      if (activatedStaff !== null) {
        // The system users table shows the invitee active now.
        const user = await fastify.systemUsersRepository.findById(activatedStaff);
        if (user)
          await fastify.realtime.publish(REALTIME_EVENTS.systemUserUpdated, systemUserEvent(user), {
            requestId: request.id,
          });
      }
      if (activatedEngineer !== null) {
        // An open engineers list shows the invitee Active now, not 'Invited' until a reload.
        const engineer = await fastify.engineersRepository.findById(
          activatedEngineer,
          businessToday(config.APP_TIME_ZONE),
        );
        if (engineer)
          await fastify.realtime.publish(
            REALTIME_EVENTS.engineerUpdated,
            { ...engineer, userId: engineer.id },
            { requestId: request.id },
          );
      }
      return { message: 'Password has been reset. You can now sign in.' };
    },
  );
};

export default auth;
