import type { FastifyRequest } from 'fastify';
import { businessToday } from '@trellis/contracts';
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
