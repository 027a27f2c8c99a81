import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  auditListQuerySchema,
  auditListResponseSchema,
  auditVerifyResponseSchema,
  errorBodySchema,
} from '@trellis/contracts';
import { auditReadPermission } from './audit-read-permission';

/** The audit trail: one record's history or the whole log, and the check of its hash chain. */
const audit: FastifyPluginAsyncZod = async (fastify) => {
  const { auditRepository } = fastify;

  fastify.get(
    API_ROUTES.audit,
    {
      config: { permissionByInput: auditReadPermission },
      schema: {
        tags: ['audit'],
        summary:
          'Audit events, newest first: filter by entity and entity_id (one record), actor_id, action, from, to and search',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { items, total } = await auditRepository.list(request.query);
      return { items, total, page: request.query.page, limit: request.query.limit };
    },
  );

  fastify.get(
    API_ROUTES.auditVerify,
    {
      config: { permission: 'manage_users' },
      schema: {
        tags: ['audit'],
        summary:
          'Walks the hash chain: ok, how many rows were checked, and the first row that no longer matches (a row changed behind the API)',
        response: { 200: auditVerifyResponseSchema },
      },
    },
    async () => auditRepository.verify(),
  );
};

export default audit;
