import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  auditListQuerySchema,
  auditListResponseSchema,
  auditExportQuerySchema,
  auditVerifyResponseSchema,
  hiddenAuditScope,
  visibleAuditChanges,
} from '@trellis/contracts';
import { auditSource } from '../../lib/audit-actor';
import { csvStream, sendCsv } from '../../lib/csv-export';
import { exportFiltersChange } from '../../lib/export-filters';
import { AUDIT_CSV_COLUMNS, auditCsvRow } from './audit-csv';
import { auditReadPermission } from './audit-read-permission';
import { errorResponses } from '../../lib/error-responses';
import { sendRemembered } from '../../lib/response-json';

/** The audit trail: one record's history or the whole log, and the check of its hash chain. */
const audit: FastifyPluginAsyncZod = async (fastify) => {
  const { auditRepository } = fastify;

  fastify.get(
    API_ROUTES.audit,
    {
      config: { permissionByInput: auditReadPermission },
      schema: {
        tags: ['audit'],
        summary:
          'Audit events, newest first: filter by entity and entity_id (one record), actor_id, action, from, to and search',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      // Only the entries, and the fields, this reader's role may read; the total counts those.
      const permissions = request.currentPermissions ?? [];
      const page = async () => {
        const { items, total } = await auditRepository.list({
          ...query,
          hidden: hiddenAuditScope(permissions),
        });
        const visible = items.map((item) => ({
          ...item,
          changes: visibleAuditChanges(item.entity, item.changes, permissions),
        }));
        return { items: visible, total, page: query.page, limit: query.limit };
      };
      // A search is read afresh: it is rarely asked twice alike.
      if (query.search) return page();
      // What the policy lets a reader see follows from their permissions alone.
      return sendRemembered(
        reply,
        fastify.auditPageCache,
        `${[...permissions].sort().join(',')}|${JSON.stringify(query)}`,
        page,
      );
    },
  );

  fastify.get(
    API_ROUTES.auditExport,
    {
      config: { permission: 'manage_users', audit: { actions: ['audit.exported'] } },
      schema: {
        tags: ['audit'],
        summary:
          'Export the entries the filters match (every page, newest first) as CSV, streamed, each with its sentence',
        querystring: auditExportQuerySchema,
        response: { ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // Reading the whole log is itself an event: who took a copy, with which filters.
      await auditRepository.record({
        ...auditSource(request),
        action: 'audit.exported',
        entity: 'audit',
        entityLabel: 'Activity log',
        changes: [exportFiltersChange(request.query)],
      });
      const permissions = request.currentPermissions ?? [];
      const rows = await auditRepository.exportRows({
        ...request.query,
        hidden: hiddenAuditScope(permissions),
      });
      const csv = csvStream(rows, AUDIT_CSV_COLUMNS, (row) => auditCsvRow(row, permissions));
      return sendCsv(reply, 'activity.csv', csv);
    },
  );

  fastify.get(
    API_ROUTES.auditVerify,
    {
      config: { permission: 'manage_users' },
      schema: {
        tags: ['audit'],
        summary:
          'Walks the hash chain: ok, how many rows were checked, and the first row that no longer matches (a row changed behind the API)',
        response: { 200: auditVerifyResponseSchema },
      },
    },
    async () => auditRepository.verify(),
  );
};

export default audit;
