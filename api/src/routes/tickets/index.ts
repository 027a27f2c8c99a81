import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  okSchema,
  ticketCalendarQuerySchema,
  ticketCalendarResponseSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketSchema,
  ticketUpdateBodySchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { readTicketSubmission } from './ticket-submission';
import { writeContext } from './write-context';
import { ticketUpdatePermission } from './ticket-update-permission';
import ticketOptions from './options';
import workLogs from './work-logs';
import engineerTickets from './engineer-tickets';
import { errorResponses } from '../../lib/error-responses';

const MULTIPART_SUMMARY =
  'multipart: every field of the create form (customer_id, lead_id, task_name, task_start_date, task_end_date, ' +
  'task_time_hours, scope_of_work, priority, engineer_id, apartment, address_line_1, address_line_2, city, country, ' +
  'zip_code, timezone, poc_details, re_details, call_invites, currency, the rates, travel_cost_day, tool_cost, tools) ' +
  'plus files of any type under documents and sign_off_sheet, several each';

const tickets: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { ticketsRepository, ticketsService, fileStore } = fastify;

  fastify.get(
    '/api/tickets',
    {
      config: { savedViewList: 'tickets', permission: 'read' },
      schema: {
        tags: ['tickets'],
        summary:
          'List tickets: search (code, task name, customer, engineer or city), status and priority (repeatable), engineer_id, customer_id, from/to (start date, inclusive), sort, pages; stats over every match',
        querystring: ticketListQuerySchema,
        response: { 200: ticketListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ticketsRepository.list(request.query),
  );

  fastify.get(
    '/api/tickets/calendar-days',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['tickets'],
        summary:
          'The calendar: per day of a range (at most 62 days), how many tickets matching the search and filters start on it, with their countries',
        querystring: ticketCalendarQuerySchema,
        response: { 200: ticketCalendarResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ticketsRepository.calendarDays(request.query),
  );

  fastify.get(
    '/api/tickets/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['tickets'],
        summary: 'A ticket with its customer, engineer, lead, files and total logged hours',
        params: idParamSchema,
        response: { 200: ticketSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const ticket = await ticketsRepository.findDetail(request.params.id);
      if (!ticket) throw notFound('Ticket');
      return ticket;
    },
  );

  fastify.post(
    '/api/tickets',
    {
      config: { permission: 'create', audit: { actions: ['ticket.created'] } },
      schema: {
        tags: ['tickets'],
        summary: `Create a ticket with its files in one transaction, status Offered (${MULTIPART_SUMMARY}). From a lead: the lead must be Confirm without a ticket (409). The engineer must be compliant until the end date (409 ENGINEER_NOT_COMPLIANT) and have no approved leave on its days (409 ENGINEER_ON_LEAVE).`,
        consumes: ['multipart/form-data'],
        response: { 201: ticketSchema, ...errorResponses(400, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const submission = await readTicketSubmission(fileStore, request);
      const ticket = await ticketsService.create(submission, writeContext(config, request));
      return reply.status(201).send(ticket);
    },
  );

  fastify.put(
    '/api/tickets/:id',
    {
      config: {
        permissionByInput: ticketUpdatePermission,
        audit: {
          actions: [
            'ticket.status_changed',
            'ticket.assigned',
            'ticket.unassigned',
            'ticket.updated',
          ],
          mayRecordNothing: 'an edit that changes nothing',
        },
      },
      schema: {
        tags: ['tickets'],
        summary:
          'Update a ticket with exactly one of: the full form, {engineer_id} (null unassigns; sends ticket:assigned), {status} or {priority}. Answers the whole ticket. An engineer set, or dates changed with one, must be compliant until the end date (409 ENGINEER_NOT_COMPLIANT) and have no approved leave on its days (409 ENGINEER_ON_LEAVE).',
        params: idParamSchema,
        body: ticketUpdateBodySchema,
        response: { 200: ticketSchema, ...errorResponses(400, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      ticketsService.update(request.params.id, request.body, writeContext(config, request)),
  );

  fastify.delete(
    '/api/tickets/:id',
    {
      config: { permission: 'delete', audit: { actions: ['ticket.deleted'] } },
      schema: {
        tags: ['tickets'],
        summary:
          "Delete a ticket with its files and work logs; its lead shows 'Create Ticket' again",
        params: idParamSchema,
        response: { 200: okSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await ticketsService.remove(request.params.id, writeContext(config, request));
      return { ok: true as const };
    },
  );

  await fastify.register(ticketOptions, { config });
  await fastify.register(workLogs, { config });
  await fastify.register(engineerTickets, { config });
};

export default tickets;
