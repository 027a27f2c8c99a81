import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  PAYOUT_CSV_COLUMNS,
  payoutGenerateBodySchema,
  payoutGenerateResultSchema,
  payoutListQuerySchema,
  payoutListResponseSchema,
  payoutSchema,
  payoutUpdateBodySchema,
} from '@trellis/contracts';
import { auditSource } from '../../lib/audit-actor';
import { csvStream, sendCsv } from '../../lib/csv-export';
import { recordExport } from '../../services/export-audit';
import { errorResponses } from '../../lib/error-responses';

const payouts: FastifyPluginAsyncZod = async (fastify) => {
  const { payoutsRepository, payoutsService, auditRepository } = fastify;

  fastify.get(
    '/api/payouts',
    {
      config: { savedViewList: 'payouts', permission: 'manage_team' },
      schema: {
        tags: ['payouts'],
        summary:
          "List payouts: search (engineer's name), month (YYYY-MM) and status filters, sort, pages; stats (total, paid, pending) per currency over every match",
        querystring: payoutListQuerySchema,
        response: { 200: payoutListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => payoutsRepository.list(request.query),
  );

  fastify.get(
    '/api/payouts/export.csv',
    {
      config: { permission: 'manage_team', audit: { actions: ['payouts.exported'] } },
      schema: {
        tags: ['payouts'],
        summary:
          "Export the payouts the list's search and filters match (every page, in the list's order) as CSV, streamed, with a currency column",
        querystring: payoutListQuerySchema,
        response: errorResponses(400),
      },
    },
    async (request, reply) => {
      const { search, month, status } = request.query;
      const name = `payouts${month ? `-${month}` : ''}.csv`;
      await recordExport(auditRepository, auditSource(request), {
        action: 'payouts.exported',
        entity: 'payout',
        label: 'Payouts',
        filters: { search, month, status },
      });
      const rows = await payoutsRepository.exportRows(request.query);
      return sendCsv(reply, name, csvStream(rows, PAYOUT_CSV_COLUMNS));
    },
  );

  fastify.post(
    '/api/payouts/generate',
    {
      config: {
        permission: 'manage_team',
        audit: {
          actions: ['payout.generated'],
          mayRecordNothing:
            'a month with no payout to create or whose pending payouts are already up to date',
        },
      },
      schema: {
        tags: ['payouts'],
        summary:
          "Generate the month's payouts from the stored work logs: creates or refreshes every pending payout of an engineer who logged hours (overtime above 8 h a day at 1.5×); paid and processing ones are left alone; engineers without a pay rate are listed as skipped",
        body: payoutGenerateBodySchema,
        response: { 200: payoutGenerateResultSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      payoutsService.generate(request.body.month, {
        requestId: request.id,
        audit: auditSource(request),
      }),
  );

  fastify.put(
    '/api/payouts/:id',
    {
      config: {
        permission: 'manage_team',
        audit: {
          actions: ['payout.updated', 'payout.status_changed'],
          mayRecordNothing: 'a bonus and deductions edit that changes neither',
        },
      },
      schema: {
        tags: ['payouts'],
        summary:
          'Edit a payout: { bonus, deductions } (the total follows; 409 PAYOUT_PAID once paid) or { status } (only forward: pending, processing, paid; paid sets the paid date; 409 PAYOUT_STATUS_ORDER otherwise)',
        params: idParamSchema,
        body: payoutUpdateBodySchema,
        response: { 200: payoutSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      payoutsService.update(request.params.id, request.body, {
        requestId: request.id,
        audit: auditSource(request),
      }),
  );
};

export default payouts;
