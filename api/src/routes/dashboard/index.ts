import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessToday,
  dashboardQuerySchema,
  dashboardResponseSchema,
  previousMonth,
  yearMonthOf,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';

/** The dashboard's Business Overview: computed from the data, never random. */
const dashboard: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { dashboardRepository } = fastify;

  fastify.get(
    '/api/dashboard',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['dashboard'],
        summary:
          "The five Business Overview figures of a month (month 1–12, year; either missing is the business today's) and of the month before: receivables invoiced and payouts (per currency), leads created, tickets starting, approved leaves overlapping",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const today = yearMonthOf(businessToday(config.APP_TIME_ZONE));
      const period = {
        year: request.query.year ?? today.year,
        month: request.query.month ?? today.month,
      };
      const previous_period = previousMonth(period);
      const [current, previous] = await dashboardRepository.figures(period, previous_period);
      // What the team is paid is the team managers' to read, in a sum as in a payout.
      if (!(request.currentPermissions ?? []).includes('manage_team')) {
        delete current.engineer_payout;
        delete previous.engineer_payout;
      }
      return { period, previous_period, current, previous };
    },
  );
};

export default dashboard;
