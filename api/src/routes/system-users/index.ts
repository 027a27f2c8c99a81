import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  messageResponseSchema,
  SYSTEM_USER_MESSAGES,
  systemUserDeleteResponseSchema,
  systemUserEditBodySchema,
  systemUserInviteBodySchema,
  systemUserListQuerySchema,
  systemUserListResponseSchema,
  systemUserSchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { requireUser } from '../../plugins/app/session';
import { auditSource } from '../../lib/audit-actor';
import type { SystemUserWriteContext } from '../../services/system-users-service';
import { errorResponses } from '../../lib/error-responses';

/** /api/system-users: the staff accounts (issue 12); engineers are under /api/engineers. */
const systemUsers: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { systemUsersRepository, systemUsersService } = fastify;
  const context = (request: FastifyRequest): SystemUserWriteContext => ({
    actorId: requireUser(request).id,
    requestId: request.id,
    publicUrl: config.publicUrl,
    audit: auditSource(request),
  });

  fastify.get(
    '/api/system-users',
    {
      config: { savedViewList: 'system-users', permission: 'manage_users' },
      schema: {
        tags: ['system-users'],
        summary:
          'List staff accounts: search (name or email), role_id and status (active|inactive|pending) filters, sort, pages; stats over every match, Total Roles over every role',
        querystring: systemUserListQuerySchema,
        response: { 200: systemUserListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => systemUsersRepository.list(request.query),
  );

  fastify.get(
    '/api/system-users/:id',
    {
      config: { permission: 'manage_users' },
      schema: {
        tags: ['system-users'],
        summary: 'A staff account with its role, status and last login',
        params: idParamSchema,
        response: { 200: systemUserSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const user = await systemUsersRepository.findById(request.params.id);
      if (!user) throw notFound('User');
      return user;
    },
  );

  fastify.post(
    '/api/system-users',
    {
      config: { permission: 'manage_users', audit: { actions: ['system_user.invited'] } },
      schema: {
        tags: ['system-users'],
        summary:
          'Invite a staff account: name, email, role_id; pending until the emailed set-password link is used, then active',
        body: systemUserInviteBodySchema,
        response: { 201: systemUserSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await systemUsersService.invite(request.body, context(request))),
  );

  fastify.post(
    '/api/system-users/:id/invitation',
    {
      config: { permission: 'manage_users', audit: { actions: ['system_user.invitation_resent'] } },
      schema: {
        tags: ['system-users'],
        summary: 'Send a pending user a new set-password link (409 once the password is set)',
        params: idParamSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      message: await systemUsersService.resendInvitation(request.params.id, context(request)),
    }),
  );

  fastify.put(
    '/api/system-users/:id',
    {
      config: {
        permission: 'manage_users',
        audit: {
          actions: [
            'system_user.approved',
            'system_user.role_changed',
            'system_user.deactivated',
            'system_user.reactivated',
            'system_user.updated',
          ],
          mayRecordNothing: 'an edit that changes no field',
        },
      },
      schema: {
        tags: ['system-users'],
        summary:
          'Edit a staff account: name, email, role_id, status active|inactive (inactive ends their sessions at once; not your own, not the last active account)',
        params: idParamSchema,
        body: systemUserEditBodySchema,
        response: { 200: systemUserSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => systemUsersService.edit(request.params.id, request.body, context(request)),
  );

  fastify.delete(
    '/api/system-users/:id',
    {
      config: { permission: 'manage_users', audit: { actions: ['system_user.deleted'] } },
      schema: {
        tags: ['system-users'],
        summary:
          'Delete a staff account with its sessions (not your own, not the last active account)',
        params: idParamSchema,
        response: { 200: systemUserDeleteResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      await systemUsersService.remove(request.params.id, context(request));
      return { id: request.params.id, message: SYSTEM_USER_MESSAGES.deleted };
    },
  );
};

export default systemUsers;
