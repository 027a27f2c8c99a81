import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  attendanceExportQuerySchema,
  attendanceQuerySchema,
  attendanceResponseSchema,
  businessToday,
} from '@trellis/contracts';
import { auditSource } from '../../lib/audit-actor';
import { csvStream, sendCsv } from '../../lib/csv-export';
import { recordExport } from '../../services/export-audit';
import { attendanceCsvColumns, attendanceCsvRow } from './attendance-csv';
import { errorResponses } from '../../lib/error-responses';
import { sendRemembered } from '../../lib/response-json';
import type { Config } from '../../config';

/**
 * The Attendance month: hours logged, approved leave and holidays per engineer and day. Hours
 * are not pay, so reading them needs only Read.
 */
const attendance: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const { attendanceRepository, auditRepository } = fastify;

  fastify.get(
    API_ROUTES.attendance,
    {
      config: { permission: 'read' },
      schema: {
        tags: ['attendance'],
        summary:
          'A month (YYYY-MM) of engineers (every status, by name, paged; search by name or AIM-E code): per day the hours logged in work logs (end − start − break), overtime above 8 h, approved leave and the holiday of the country of a ticket worked or booked that day; totals per engineer',
        querystring: attendanceQuerySchema,
        response: { 200: attendanceResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // The month is drawn as of today (days to come have nothing logged yet).
      const today = businessToday(config.APP_TIME_ZONE);
      return sendRemembered(
        reply,
        fastify.boardCache,
        `attendance|${today}|${JSON.stringify(request.query)}`,
        () => attendanceRepository.page(request.query),
      );
    },
  );

  fastify.get(
    API_ROUTES.attendanceExport,
    {
      config: { permission: 'read', audit: { actions: ['attendance.exported'] } },
      schema: {
        tags: ['attendance'],
        summary:
          'Export the month for every engineer the search matches as CSV, streamed: one row per engineer, one column per day (hours; leave; holiday), then the totals',
        querystring: attendanceExportQuerySchema,
        response: { ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { month, search } = request.query;
      await recordExport(auditRepository, auditSource(request), {
        action: 'attendance.exported',
        entity: 'attendance',
        label: 'Attendance',
        filters: { month, search },
      });
      const rows = await attendanceRepository.exportRows(request.query);
      const csv = csvStream(rows, attendanceCsvColumns(month), attendanceCsvRow);
      return sendCsv(reply, `attendance-${month}.csv`, csv);
    },
  );
};

export default attendance;
