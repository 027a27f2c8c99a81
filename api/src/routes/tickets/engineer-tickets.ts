import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  engineerTicketListQuerySchema,
  engineerTicketStatusBodySchema,
  engineerWorkLogBodySchema,
  idParamSchema,
  ticketListResponseSchema,
  ticketSchema,
  workLogListResponseSchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { requireUser } from '../../plugins/app/session';
import { writeContext } from './write-context';
import { errorResponses } from '../../lib/error-responses';

/**
 * The engineer mobile app's ticket calls (mobile session only, like /api/engineers/me): the
 * signed-in engineer's own tickets; another ticket is not found. Writes announce ticket:updated,
 * so staff screens follow live.
 */
const engineerTickets: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { ticketsRepository, ticketsService, workLogsService } = fastify;
  const mobile = { engineerApp: true };

  fastify.get(
    '/api/engineers/me/tickets',
    {
      config: mobile,
      schema: {
        tags: ['mobile'],
        summary:
          "The signed-in engineer's tickets, with the staff list's search, filters, sort and pages (mobile session only)",
        querystring: engineerTicketListQuerySchema,
        response: { 200: ticketListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ticketsRepository.list({ ...request.query, engineer_id: requireUser(request).id }),
  );

  fastify.put(
    '/api/engineers/me/tickets/:id',
    {
      config: {
        ...mobile,
        audit: {
          actions: ['ticket.status_changed'],
          mayRecordNothing: 'the status the ticket already has',
        },
      },
      schema: {
        tags: ['mobile'],
        summary:
          "Set the status of one of the signed-in engineer's tickets: Accepted, In Progress, On Hold or Closed (mobile session only); sends ticket:updated",
        params: idParamSchema,
        body: engineerTicketStatusBodySchema,
        response: { 200: ticketSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ticketsService.update(
        request.params.id,
        { kind: 'status', status: request.body.status },
        writeContext(config, request),
        { engineerId: requireUser(request).id },
      ),
  );

  fastify.post(
    '/api/engineers/me/tickets/:id/work-logs',
    {
      config: { ...mobile, audit: { actions: ['ticket.work_log_added'] } },
      schema: {
        tags: ['mobile'],
        summary:
          "Log the signed-in engineer's own hours on one of their tickets: date, start, end, break minutes, status (mobile session only); answers the ticket's work logs",
        params: idParamSchema,
        body: engineerWorkLogBodySchema,
        response: { 201: workLogListResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const engineerId = requireUser(request).id;
      const list = await workLogsService.add(
        request.params.id,
        request.body,
        writeContext(config, request),
        { engineerId },
      );
      return reply.status(201).send(list);
    },
  );
};

export default engineerTickets;
