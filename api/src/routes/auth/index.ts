import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  userSchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { accountContext, signInContext } from '../../lib/account-request';
import { errorResponses } from '../../lib/error-responses';
import { toUser } from '../../repositories/users-repository';
import { engineerRegistration } from './engineer-registration';

const auth: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { accountService, usersRepository } = fastify;
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };

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
        response: { 201: userSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await accountService.register(request.body, signInContext(request, reply))),
  );

  fastify.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimit, audit: { actions: ['auth.signed_in'] } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in to the staff web app',
        body: loginBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await accountService.signIn('web', request.body, signInContext(request, reply));
      return toUser(user, await usersRepository.permissionsOf(user));
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
      if (signedIn) await accountService.signedOut(signedIn, accountContext(request));
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
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await accountService.requestPasswordReset(request.body.email, accountContext(request));
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
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      await accountService.resetPassword(token, password, accountContext(request));
      return { message: 'Password has been reset. You can now sign in.' };
    },
  );
};

export default auth;
