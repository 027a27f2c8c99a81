import type { FastifyRequest } from 'fastify';
import { businessToday, errorBodySchema } from '@trellis/contracts';
import type { Config } from '../../config';
import { auditSource } from '../../lib/audit-actor';
import { requireUser } from '../../plugins/app/session';
import type { TicketWriteContext } from '../../services/tickets-service';

/** "Today" for the compliance rule is the business time zone's, as in SQL and the browser. */
export const writeContext = (config: Config, request: FastifyRequest): TicketWriteContext => ({
  today: businessToday(config.APP_TIME_ZONE),
  userId: requireUser(request).id,
  requestId: request.id,
  audit: auditSource(request),
});

/** The error bodies of the given statuses, for a route's response schemas. */
export const errors = (...codes: (400 | 401 | 403 | 404 | 409 | 413 | 415)[]) =>
  Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<
    (typeof codes)[number],
    typeof errorBodySchema
  >;
