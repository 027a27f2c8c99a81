import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  workLogCreateBodySchema,
  workLogListResponseSchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { TICKET_WORK } from '../../plugins/app/permissions';
import { writeContext } from './write-context';
import { errorResponses } from '../../lib/error-responses';

const logParamsSchema = idParamSchema.extend({ logId: z.coerce.number().int().positive() });

/** A ticket's work logs: stored entries, from which its hours, invoice and payouts are computed. */
const workLogs: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { workLogsService } = fastify;

  fastify.get(
    '/api/tickets/:id/work-logs',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['tickets'],
        summary:
          "A ticket's work logs, oldest day first, each with its duration and actual hours, and the total",
        params: idParamSchema,
        response: { 200: workLogListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => workLogsService.list(request.params.id),
  );

  fastify.post(
    '/api/tickets/:id/work-logs',
    {
      config: { permission: TICKET_WORK, audit: { actions: ['ticket.work_log_added'] } },
      schema: {
        tags: ['tickets'],
        summary:
          'Log hours on a ticket: date, start and end ("HH:MM", end not before start), break minutes, status and engineer (default: the assigned one). 400 WORK_LOG_OVERLAP when the engineer already has an entry at that time, on any ticket. Answers the new list.',
        params: idParamSchema,
        body: workLogCreateBodySchema,
        response: { 201: workLogListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const list = await workLogsService.add(
        request.params.id,
        request.body,
        writeContext(config, request),
      );
      return reply.status(201).send(list);
    },
  );

  fastify.delete(
    '/api/tickets/:id/work-logs/:logId',
    {
      config: { permission: TICKET_WORK, audit: { actions: ['ticket.work_log_deleted'] } },
      schema: {
        tags: ['tickets'],
        summary: "Delete one of a ticket's work logs; answers the new list",
        params: logParamsSchema,
        response: { 200: workLogListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      workLogsService.remove(
        request.params.id,
        request.params.logId,
        writeContext(config, request),
      ),
  );
};

export default workLogs;
