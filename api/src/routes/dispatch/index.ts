import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  businessToday,
  dispatchQuerySchema,
  dispatchResponseSchema,
  dispatchSuggestionsQuerySchema,
  dispatchSuggestionsResponseSchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { rankSuggestions } from '../../services/dispatch-ranking';
import { errorResponses } from '../../lib/error-responses';
import { sendRemembered } from '../../lib/response-json';

/** The dispatch board: engineers × days, and who could take a ticket. */
const dispatch: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { dispatchRepository } = fastify;

  fastify.get(
    API_ROUTES.dispatch,
    {
      config: { permission: 'read' },
      schema: {
        tags: ['dispatch'],
        summary:
          "The board over from..to (at most 31 days): a page of active engineers by name (compliance, approved leave, hours booked per day: 8 per ticket-day), the tickets overlapping the range that are unassigned or assigned to those engineers (filters status_group and country; the search matches ticket code, task, city, customer or engineer, and when it names engineers keeps only their rows), and the holidays of those tickets' countries",
        querystring: dispatchQuerySchema,
        response: { 200: dispatchResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const today = businessToday(config.APP_TIME_ZONE);
      return sendRemembered(
        reply,
        fastify.boardCache,
        `dispatch|${today}|${JSON.stringify(request.query)}`,
        () => dispatchRepository.board(request.query, today),
      );
    },
  );

  fastify.get(
    API_ROUTES.dispatchSuggestions,
    {
      config: { permission: 'read' },
      schema: {
        tags: ['dispatch'],
        summary:
          'Every active engineer ranked for a ticket: assignable first (compliant through its end date, no approved leave on its days), then least booked on its days, then most earlier jobs in its city, then by name; each with its availability and the reason in words. Answers the best `limit`.',
        querystring: dispatchSuggestionsQuerySchema,
        response: { 200: dispatchSuggestionsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { ticket_id: ticketId, limit } = request.query;
      const ticket = await dispatchRepository.suggestionTicket(ticketId);
      if (!ticket) throw notFound('Ticket');
      const today = businessToday(config.APP_TIME_ZONE);
      const { total, ...inputs } = await dispatchRepository.suggestionInputs(ticket, {
        limit,
        today,
      });
      const ranked = rankSuggestions({ ticket, today, ...inputs });
      return { ticket_id: ticketId, suggestions: ranked.slice(0, limit), total };
    },
  );
};

export default dispatch;
