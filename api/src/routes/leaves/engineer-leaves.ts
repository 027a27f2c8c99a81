import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessToday,
  engineerLeaveListQuerySchema,
  leaveListResponseSchema,
  leaveRequestBodySchema,
  leaveRequestSchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { requireUser } from '../../plugins/app/session';
import { auditSource } from '../../lib/audit-actor';
import { errorResponses } from '../../lib/error-responses';

/**
 * The engineer mobile app's leave calls (mobile session only, like /api/engineers/me): ask for
 * leave, and see one's own requests. A request notifies staff and raises the Leaves badge live.
 */
const engineerLeaves: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { leavesRepository, leavesService } = fastify;
  const mobile = { engineerApp: true };

  fastify.get(
    '/api/engineers/me/leaves',
    {
      config: mobile,
      schema: {
        tags: ['mobile'],
        summary:
          "The signed-in engineer's leave requests, with the staff list's status and date filters, sort and pages (mobile session only)",
        querystring: engineerLeaveListQuerySchema,
        response: { 200: leaveListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => leavesRepository.listOfEngineer(requireUser(request).id, request.query),
  );

  fastify.post(
    '/api/engineers/me/leaves',
    {
      config: { ...mobile, audit: { actions: ['leave.requested'] } },
      schema: {
        tags: ['mobile'],
        summary:
          'Request leave: leave_type, start_date (not before the business today), end_date (on or after the start), reason (mobile session only); notifies staff, sends leave:created, notification:created and the counters',
        body: leaveRequestBodySchema,
        response: { 201: leaveRequestSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const engineer = requireUser(request);
      const leave = await leavesService.request(engineer, request.body, {
        today: businessToday(config.APP_TIME_ZONE),
        requestId: request.id,
        audit: auditSource(request),
      });
      return reply.status(201).send(leave);
    },
  );
};

export default engineerLeaves;
