import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessToday,
  ENGINEER_MESSAGES,
  engineerDeleteResponseSchema,
  engineerDetailSchema,
  engineerEditBodySchema,
  engineerInviteBodySchema,
  engineerListItemSchema,
  engineerListQuerySchema,
  engineerListResponseSchema,
  engineerProfileUpdateBodySchema,
  idParamSchema,
  listResponseSchema,
  loginBodySchema,
  messageResponseSchema,
  REALTIME_EVENTS,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { hasPermission } from '../../plugins/app/permissions';
import { withoutPay } from './without-pay';
import { dataAliasSerializer } from '../../lib/data-alias-serializer';
import { requireUser } from '../../plugins/app/session';
import type { EngineerWriteContext } from '../../services/engineers-service';
import { auditSource } from '../../lib/audit-actor';
import { accountContext, signInContext } from '../../lib/account-request';
import { errorResponses } from '../../lib/error-responses';
import { sendRemembered } from '../../lib/response-json';

const engineerPageSchema = listResponseSchema(engineerListItemSchema);

const engineers: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { engineersRepository, engineersService, accountService } = fastify;
  const today = () => businessToday(config.APP_TIME_ZONE);
  const context = (request: FastifyRequest): EngineerWriteContext => ({
    today: today(),
    requestId: request.id,
    publicUrl: config.publicUrl,
    audit: auditSource(request),
  });
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  // A client that missed updates asks for one engineer's current record; only it gets the
  // answer, and only if its account may read engineers.
  fastify.realtime.onClientMessage(
    REALTIME_EVENTS.requestEngineerRefresh,
    { permission: 'read' },
    async (data, reply) => {
      const userId = Number(data.userId);
      if (!Number.isInteger(userId) || userId <= 0) return;
      const engineer = await engineersRepository.findById(userId, today());
      if (engineer) reply(REALTIME_EVENTS.engineerUpdated, { ...engineer, userId: engineer.id });
    },
  );

  // ---- The engineer mobile app: its session reaches only /api/engineers/me.

  fastify.post(
    '/api/engineers/login',
    {
      config: { public: true, rateLimit, audit: { actions: ['auth.signed_in'] } },
      schema: {
        tags: ['mobile'],
        summary:
          'Sign in to the engineer mobile app (same body as the web login); a mobile session',
        body: loginBodySchema,
        response: { 200: engineerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await accountService.signIn(
        'mobile',
        request.body,
        signInContext(request, reply),
      );
      const detail = await engineersRepository.findDetail(user.id, today());
      if (!detail) throw notFound('Engineer');
      return detail;
    },
  );

  fastify.post(
    '/api/engineers/logout',
    {
      config: {
        public: true,
        audit: { actions: ['auth.signed_out'], mayRecordNothing: 'a sign-out without a session' },
      },
      schema: {
        tags: ['mobile'],
        summary: 'Sign out of the engineer mobile app',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await fastify.resolveSession(request);
      await fastify.endSession(request, reply);
      if (signedIn) await accountService.signedOut(signedIn, accountContext(request));
      return { message: 'Signed out' };
    },
  );

  fastify.get(
    '/api/engineers/me',
    {
      config: { engineerApp: true },
      schema: {
        tags: ['mobile'],
        summary: "The signed-in engineer's account and profile (mobile session only)",
        response: { 200: engineerDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const detail = await engineersRepository.findDetail(requireUser(request).id, today());
      if (!detail) throw notFound('Engineer');
      return detail;
    },
  );

  fastify.put(
    '/api/engineers/me',
    {
      config: {
        engineerApp: true,
        audit: { actions: ['engineer.updated'], mayRecordNothing: 'an edit that changes no field' },
      },
      schema: {
        tags: ['mobile'],
        summary:
          "Update the signed-in engineer's profile: body { profile }, any of the ten sections (a sent section replaces the stored one); emits engineer:updated, profile:updated and user:{id}:profile:updated",
        body: engineerProfileUpdateBodySchema,
        response: { 200: engineerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      engineersService.updateProfile(
        requireUser(request).id,
        request.body.profile,
        context(request),
      ),
  );

  // ---- Staff

  fastify.get(
    '/api/engineers',
    {
      config: { savedViewList: 'engineers', permission: 'read' },
      schema: {
        tags: ['engineers'],
        summary:
          'List engineers: search (name, email, phone or code AIM-E-001), status and documents (expiring|expired) filters, sort, pages; each with its compliance summary',
        querystring: engineerListQuerySchema,
        response: { 200: engineerListResponseSchema, ...errorResponses(400) },
      },
      serializerCompiler: dataAliasSerializer(engineerPageSchema, fastify.serializerCompiler!),
    },
    async (request, reply) => {
      const { query } = request;
      const day = today();
      const page = async () => {
        const { items, total } = await engineersRepository.list(query, day);
        return { items, data: items, total, page: query.page, limit: query.limit };
      };
      // A search is read afresh (it is rarely asked twice alike), and so is an import's records,
      // which come from a table no notice covers.
      if (query.search || query.import_id !== undefined) return page();
      return sendRemembered(
        reply,
        fastify.engineerListCache,
        `${day}|${JSON.stringify(query)}`,
        page,
      );
    },
  );

  fastify.post(
    '/api/engineers',
    {
      config: { permission: 'manage_team', audit: { actions: ['engineer.invited'] } },
      schema: {
        tags: ['engineers'],
        summary:
          "Invite an engineer: name, email, phone; status 'Invited' until the emailed set-password link is used",
        body: engineerInviteBodySchema,
        response: { 201: engineerDetailSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await engineersService.invite(request.body, context(request))),
  );

  fastify.get(
    '/api/engineers/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['engineers'],
        summary: 'An engineer with the nested profile, last_login and compliance summary',
        params: idParamSchema,
        response: { 200: engineerDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const detail = await engineersRepository.findDetail(request.params.id, today());
      if (!detail) throw notFound('Engineer');
      return hasPermission(request, 'manage_team') ? detail : withoutPay(detail);
    },
  );

  fastify.put(
    '/api/engineers/:id',
    {
      config: {
        permission: 'manage_team',
        audit: {
          actions: ['engineer.updated', 'engineer.deactivated', 'engineer.reactivated'],
          mayRecordNothing: 'an edit that changes no field',
        },
      },
      schema: {
        tags: ['engineers'],
        summary:
          'Edit an engineer: name, email, phone, status (Active or Inactive), and the hourly pay rate with its currency (payouts are computed with it)',
        params: idParamSchema,
        body: engineerEditBodySchema,
        response: { 200: engineerDetailSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => engineersService.edit(request.params.id, request.body, context(request)),
  );

  fastify.delete(
    '/api/engineers/:id',
    {
      config: { permission: 'manage_team', audit: { actions: ['engineer.deleted'] } },
      schema: {
        tags: ['engineers'],
        summary:
          'Delete an engineer with their sessions and profile; 409 while open tickets (not Closed or Expired) are assigned',
        params: idParamSchema,
        response: { 200: engineerDeleteResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await engineersService.remove(request.params.id, context(request));
      return { id: request.params.id, message: ENGINEER_MESSAGES.deleted };
    },
  );
};

export default engineers;
