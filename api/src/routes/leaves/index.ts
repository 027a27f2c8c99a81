import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  leaveDecisionBodySchema,
  leaveListQuerySchema,
  leaveListResponseSchema,
  leaveRequestSchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { requireUser } from '../../plugins/app/session';
import { auditSource } from '../../lib/audit-actor';
import engineerLeaves from './engineer-leaves';
import { errorResponses } from '../../lib/error-responses';

/** Staff's leave requests (the dashboard's Leave Requests panel): list, approve or reject. */
const leaves: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { leavesRepository, leavesService } = fastify;

  fastify.get(
    '/api/leave-requests',
    {
      config: { savedViewList: 'leaves', permission: 'read' },
      schema: {
        tags: ['leave-requests'],
        summary:
          "List leave requests: search (the employee's name), status, engineer_id, from/to (the leave's days overlap the range; to before from is a 400), sort (created_at, start_date), pages; stats per status over every match of the filters other than status",
        querystring: leaveListQuerySchema,
        response: { 200: leaveListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => leavesRepository.list(request.query),
  );

  fastify.put(
    '/api/leave-requests/:id',
    {
      config: {
        permission: 'manage_team',
        audit: { actions: ['leave.approved', 'leave.rejected'] },
      },
      schema: {
        tags: ['leave-requests'],
        summary:
          'Approve or reject a pending leave request: body { status: approved | rejected }; a decided one answers 409 LEAVE_DECIDED; sends leave:updated and the counters',
        params: idParamSchema,
        body: leaveDecisionBodySchema,
        response: { 200: leaveRequestSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      leavesService.decide(request.params.id, request.body.status, requireUser(request).id, {
        requestId: request.id,
        audit: auditSource(request),
      }),
  );

  await fastify.register(engineerLeaves, { config });
};

export default leaves;
