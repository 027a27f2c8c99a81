import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessToday,
  displayCode,
  ticketEngineerOptionsQuerySchema,
  ticketEngineerOptionsResponseSchema,
  ticketLeadOptionsQuerySchema,
  ticketLeadOptionsResponseSchema,
  type EngineerStatus,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { storedAssignmentRefusal } from '../../services/ticket-rules';
import { errorResponses } from '../../lib/error-responses';

/** The create form's pickers, searched on the server. */
const ticketOptions: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { ticketOptionsRepository } = fastify;

  fastify.get(
    '/api/tickets/engineer-options',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['tickets'],
        summary:
          'Every engineer (Inactive ones too), each with whether they may take a ticket running until `until` (default today) and, if not, why',
        querystring: ticketEngineerOptionsQuerySchema,
        response: { 200: ticketEngineerOptionsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const today = businessToday(config.APP_TIME_ZONE);
      const { until, search, limit } = request.query;
      const rows = await ticketOptionsRepository.engineers(search, limit);
      return {
        items: rows.map((row) => {
          const refusal = storedAssignmentRefusal(row, until, today);
          return {
            id: row.id,
            name: row.username,
            email: row.email,
            code: displayCode('engineer', row.id),
            status: row.status as EngineerStatus,
            compliant: refusal === null,
            reason: refusal?.reason ?? null,
          };
        }),
      };
    },
  );

  fastify.get(
    '/api/tickets/lead-options',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['tickets'],
        summary:
          'Confirm leads that have no ticket yet, newest first; search in the lead code, task name or customer name',
        querystring: ticketLeadOptionsQuerySchema,
        response: { 200: ticketLeadOptionsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      items: await ticketOptionsRepository.leads(request.query.search, request.query.limit),
    }),
  );
};

export default ticketOptions;
