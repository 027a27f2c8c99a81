import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessToday,
  holidayBodySchema,
  holidayListQuerySchema,
  holidayListResponseSchema,
  holidaySchema,
  holidaySyncBodySchema,
  holidaySyncResultSchema,
  idParamSchema,
  okSchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { auditSource } from '../../lib/audit-actor';
import type { HolidayWriteContext } from '../../services/holidays-service';
import { errorResponses } from '../../lib/error-responses';

const holidays: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { holidaysRepository, holidaysService } = fastify;

  /** "Today" (the sync's years) is the business time zone's, as `current_date` in SQL. */
  const context = (request: FastifyRequest): HolidayWriteContext => ({
    today: businessToday(config.APP_TIME_ZONE),
    requestId: request.id,
    audit: auditSource(request),
  });

  fastify.get(
    '/api/holidays',
    {
      config: { savedViewList: 'holidays', permission: 'read' },
      schema: {
        tags: ['holidays'],
        summary:
          'List holidays: search (title or type), country, status (active from today on, expired before), date-range and import filters, sort, pages of 10; stats over every match',
        querystring: holidayListQuerySchema,
        response: { 200: holidayListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => holidaysRepository.list(request.query),
  );

  fastify.get(
    '/api/holidays/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['holidays'],
        summary: 'A holiday with its derived status',
        params: idParamSchema,
        response: { 200: holidaySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const holiday = await holidaysRepository.findById(request.params.id);
      if (!holiday) throw notFound('Holiday');
      return holiday;
    },
  );

  fastify.post(
    '/api/holidays/sync',
    {
      config: { permission: 'create', audit: { actions: ['holidays.synced'] } },
      schema: {
        tags: ['holidays'],
        summary:
          'Import the public holidays of one country, or of all 11, for this year and next from the date-holidays data set; holidays already there are skipped',
        body: holidaySyncBodySchema,
        response: { 200: holidaySyncResultSchema, ...errorResponses(400, 413, 415) },
      },
    },
    async (request) => holidaysService.sync(request.body.country, context(request)),
  );

  fastify.post(
    '/api/holidays',
    {
      config: { permission: 'create', audit: { actions: ['holiday.created'] } },
      schema: {
        tags: ['holidays'],
        summary: 'Create a holiday (JSON, the fields of the holiday form)',
        body: holidayBodySchema,
        response: { 201: holidaySchema, ...errorResponses(400, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const holiday = await holidaysService.create(request.body, context(request));
      return reply.status(201).send(holiday);
    },
  );

  fastify.put(
    '/api/holidays/:id',
    {
      config: {
        permission: 'update',
        audit: { actions: ['holiday.updated'], mayRecordNothing: 'an edit that changes no field' },
      },
      schema: {
        tags: ['holidays'],
        summary: 'Update a holiday (JSON, every field of the holiday form)',
        params: idParamSchema,
        body: holidayBodySchema,
        response: { 200: holidaySchema, ...errorResponses(400, 404, 409, 413, 415) },
      },
    },
    async (request) => holidaysService.update(request.params.id, request.body, context(request)),
  );

  fastify.delete(
    '/api/holidays/:id',
    {
      config: { permission: 'delete', audit: { actions: ['holiday.deleted'] } },
      schema: {
        tags: ['holidays'],
        summary: 'Delete a holiday',
        params: idParamSchema,
        response: { 200: okSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await holidaysService.remove(request.params.id, context(request));
      return { ok: true as const };
    },
  );
};

export default holidays;
