import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  ROLE_MESSAGES,
  roleBodySchema,
  roleDeleteResponseSchema,
  roleItemSchema,
  roleListQuerySchema,
  roleListResponseSchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { toRoleItem } from '../../repositories/roles-repository';
import type { RoleWriteContext } from '../../services/roles-service';
import { auditSource } from '../../lib/audit-actor';
import { errorResponses } from '../../lib/error-responses';

/** /api/roles: the roles card grid (issue 12). Stored and shown; no route enforces them yet. */
const roles: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { rolesRepository, rolesService } = fastify;
  const context = (request: FastifyRequest): RoleWriteContext => ({
    requestId: request.id,
    defaultRole: config.DEFAULT_ROLE,
    audit: auditSource(request),
  });

  fastify.get(
    '/api/roles',
    {
      config: { permission: 'manage_users' },
      schema: {
        tags: ['roles'],
        summary:
          'List roles with their user counts: search (name or description), sort, pages; stats (Total Roles, Total Users, Active Permissions) over every match',
        querystring: roleListQuerySchema,
        response: { 200: roleListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => rolesRepository.list(request.query),
  );

  fastify.get(
    '/api/roles/:id',
    {
      config: { permission: 'manage_users' },
      schema: {
        tags: ['roles'],
        summary: 'A role with its permissions and user count',
        params: idParamSchema,
        response: { 200: roleItemSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const role = await rolesRepository.findById(request.params.id);
      if (!role) throw notFound('Role');
      return toRoleItem(role);
    },
  );

  fastify.post(
    '/api/roles',
    {
      config: { permission: 'manage_users', audit: { actions: ['role.created'] } },
      schema: {
        tags: ['roles'],
        summary:
          'Create a role: name (unique in any case), description, a non-empty set of permissions',
        body: roleBodySchema,
        response: { 201: roleItemSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rolesService.create(request.body, context(request))),
  );

  fastify.put(
    '/api/roles/:id',
    {
      config: {
        permission: 'manage_users',
        audit: {
          actions: ['role.updated', 'role.permissions_changed'],
          mayRecordNothing: 'an edit that changes no field',
        },
      },
      schema: {
        tags: ['roles'],
        summary:
          'Edit a role: name, description and permissions (the default sign-up role keeps its name)',
        params: idParamSchema,
        body: roleBodySchema,
        response: { 200: roleItemSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => rolesService.update(request.params.id, request.body, context(request)),
  );

  fastify.delete(
    '/api/roles/:id',
    {
      config: { permission: 'manage_users', audit: { actions: ['role.deleted'] } },
      schema: {
        tags: ['roles'],
        summary:
          'Delete a role; 409 ROLE_IN_USE naming the count while users hold it, 409 for the default sign-up role',
        params: idParamSchema,
        response: { 200: roleDeleteResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await rolesService.remove(request.params.id, context(request));
      return { id: request.params.id, message: ROLE_MESSAGES.deleted };
    },
  );
};

export default roles;
