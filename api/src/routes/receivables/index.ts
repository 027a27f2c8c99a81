import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessToday,
  idParamSchema,
  RECEIVABLE_CSV_COLUMNS,
  receivableCreateBodySchema,
  receivableListQuerySchema,
  receivableListResponseSchema,
  receivableSchema,
} from '@trellis/contracts';
import { auditSource } from '../../lib/audit-actor';
import { csvStream, sendCsv } from '../../lib/csv-export';
import { recordExport } from '../../services/export-audit';
import { errorResponses } from '../../lib/error-responses';
import type { Config } from '../../config';

const receivables: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { receivablesRepository, receivablesService, auditRepository } = fastify;
  const context = (request: FastifyRequest) => ({
    requestId: request.id,
    audit: auditSource(request),
  });

  fastify.get(
    '/api/receivables',
    {
      config: { savedViewList: 'receivables', permission: 'read' },
      schema: {
        tags: ['receivables'],
        summary:
          'List invoices: search (invoice number, customer), status (paid|pending|overdue, overdue derived: unpaid and due before today) and aging (current|overdue) filters, sort, pages; the four totals per currency and the aging analysis (0-30, 31-60, 61-90, 90+ days by invoice or due date) over every match',
        querystring: receivableListQuerySchema,
        response: { 200: receivableListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      receivablesRepository.list(request.query, {
        cache: fastify.figuresCache,
        today: businessToday(config.APP_TIME_ZONE),
      }),
  );

  fastify.get(
    '/api/receivables/export.csv',
    {
      config: { permission: 'read', audit: { actions: ['invoices.exported'] } },
      schema: {
        tags: ['receivables'],
        summary:
          "Export the invoices the list's search and filters match (every page, in the list's order) as CSV, streamed, with a currency column",
        querystring: receivableListQuerySchema,
        response: errorResponses(400),
      },
    },
    async (request, reply) => {
      const { search, status, aging } = request.query;
      await recordExport(auditRepository, auditSource(request), {
        action: 'invoices.exported',
        entity: 'invoice',
        label: 'Receivables',
        filters: { search, status, aging },
      });
      const rows = await receivablesRepository.exportRows(request.query);
      const csv = csvStream(rows, RECEIVABLE_CSV_COLUMNS);
      return sendCsv(reply, 'receivables.csv', csv);
    },
  );

  fastify.post(
    '/api/receivables',
    {
      config: { permission: 'create', audit: { actions: ['invoice.created'] } },
      schema: {
        tags: ['receivables'],
        summary:
          "Create invoice for a Closed ticket (409 TICKET_NOT_CLOSED otherwise), once (409 INVOICE_EXISTS): the agreed rate if set, else per day with logged work the half-day rate up to 4 h or the full-day rate above, plus travel per day, plus the tool cost once; due in 30 days; in the ticket's currency",
        body: receivableCreateBodySchema,
        response: { 201: receivableSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const receivable = await receivablesService.create(request.body.ticket_id, context(request));
      return reply.status(201).send(receivable);
    },
  );

  fastify.post(
    '/api/receivables/:id/pay',
    {
      config: { permission: 'update', audit: { actions: ['invoice.paid'] } },
      schema: {
        tags: ['receivables'],
        summary: 'Mark paid: sets the paid date to today (409 INVOICE_PAID when already paid)',
        params: idParamSchema,
        response: { 200: receivableSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => receivablesService.pay(request.params.id, context(request)),
  );

  fastify.post(
    '/api/receivables/:id/remind',
    {
      config: { permission: 'update', audit: { actions: ['invoice.reminded'] } },
      schema: {
        tags: ['receivables'],
        summary:
          "Send reminder: emails the customer's account email and records when (409 REMINDER_TOO_SOON within 7 days of the last, 409 INVOICE_PAID when paid)",
        params: idParamSchema,
        response: { 200: receivableSchema, ...errorResponses(400, 404, 409, 503) },
      },
    },
    async (request) => receivablesService.remind(request.params.id, context(request)),
  );
};

export default receivables;
