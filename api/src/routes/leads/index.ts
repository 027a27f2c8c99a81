import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessToday,
  idParamSchema,
  leadBodySchema,
  leadDetailSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadUpdateBodySchema,
  okSchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { auditSource } from '../../lib/audit-actor';
import { requireUser } from '../../plugins/app/session';
import type { LeadWriteContext } from '../../services/leads-service';
import { errorResponses } from '../../lib/error-responses';

const leads: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { leadsRepository, leadsService } = fastify;

  /** "Today" for the date rules is the business time zone's, as in SQL and the browser. */
  const context = (request: FastifyRequest): LeadWriteContext => ({
    today: businessToday(config.APP_TIME_ZONE),
    userId: requireUser(request).id,
    requestId: request.id,
    audit: auditSource(request),
  });

  fastify.get(
    '/api/leads',
    {
      config: { savedViewList: 'leads', permission: 'read' },
      schema: {
        tags: ['leads'],
        summary:
          'List leads: search (lead code, task name, customer name), status and customer filters, sort, pages; stats over every match',
        querystring: leadListQuerySchema,
        response: { 200: leadListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => leadsRepository.list(request.query),
  );

  fastify.get(
    '/api/leads/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['leads'],
        summary: 'A lead with its customer, its ticket link and its status history (oldest first)',
        params: idParamSchema,
        response: { 200: leadDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const lead = await leadsRepository.findDetail(request.params.id);
      if (!lead) throw notFound('Lead');
      return lead;
    },
  );

  fastify.post(
    '/api/leads',
    {
      config: { permission: 'create', audit: { actions: ['lead.created'] } },
      schema: {
        tags: ['leads'],
        summary:
          'Create a lead (JSON, every field of the lead form); the start date and follow-up date are not in the past',
        body: leadBodySchema,
        response: { 201: leadDetailSchema, ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const lead = await leadsService.create(request.body, context(request));
      return reply.status(201).send(lead);
    },
  );

  fastify.put(
    '/api/leads/:id',
    {
      config: {
        permission: 'update',
        audit: {
          actions: ['lead.status_changed', 'lead.updated'],
          mayRecordNothing: 'an edit or status change that changes nothing',
        },
      },
      schema: {
        tags: ['leads'],
        summary:
          'Update a lead: the full fields of the edit form, or {status, reschedule_date, reason} from the status modal. A change of status or follow-up date is kept in the status history.',
        params: idParamSchema,
        body: leadUpdateBodySchema,
        response: { 200: leadDetailSchema, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => leadsService.update(request.params.id, request.body, context(request)),
  );

  fastify.post(
    '/api/leads/:id/clone',
    {
      config: { permission: 'create', audit: { actions: ['lead.created'] } },
      schema: {
        tags: ['leads'],
        summary:
          'Copy a lead under a new code, as BID, without follow-up date or ticket link (no body)',
        params: idParamSchema,
        response: { 201: leadDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const lead = await leadsService.clone(request.params.id, context(request));
      return reply.status(201).send(lead);
    },
  );

  fastify.delete(
    '/api/leads/:id',
    {
      config: { permission: 'delete', audit: { actions: ['lead.deleted'] } },
      schema: {
        tags: ['leads'],
        summary:
          'Delete a lead with its status history (409 while a ticket made from it references it)',
        params: idParamSchema,
        response: { 200: okSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await leadsService.remove(request.params.id, {
        requestId: request.id,
        audit: auditSource(request),
      });
      return { ok: true as const };
    },
  );
};

export default leads;
