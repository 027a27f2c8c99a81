import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SAVED_VIEW_LIST_NAMES,
  SAVED_VIEW_LISTS,
  selectionExportPath,
  selectionExportQuerySchema,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { auditSource } from '../../lib/audit-actor';
import { csvStream, sendCsv } from '../../lib/csv-export';
import { errorResponses } from '../../lib/error-responses';
import { exportFiltersChange } from '../../lib/export-filters';
import { bulkLists } from '../../bulk/bulk-lists';
import { csvColumnsOf } from '../../bulk/csv-columns';
import { parseFilter } from '../../bulk/filter-query';
import { selectionExports, selectionRows } from '../../bulk/selection-export';

/** A filter's values that chose something: 'all' takes every record, as no value does. */
const chosenFilters = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== 'all'));

/**
 * `GET /api/<list>/selection.csv` on every list with a selection: the rows ticked, or every row
 * the list's filter matches, as the list shows them to the reader, streamed in id order.
 */
const selectionExport: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const exports = selectionExports(
    fastify,
    bulkLists(fastify, config.APP_TIME_ZONE),
    config.APP_TIME_ZONE,
  );

  for (const list of SAVED_VIEW_LIST_NAMES) {
    const source = exports[list];
    const columns = csvColumnsOf(source.itemSchema);
    const name = list.replace(/-/g, ' ');
    fastify.get(
      selectionExportPath(list),
      {
        config: {
          permission: SAVED_VIEW_LISTS[list].read,
          audit: { actions: ['bulk_action.exported'] },
        },
        schema: {
          tags: ['bulk actions'],
          summary: `Export the ${name} selected as CSV: the ids ticked (ids=3,5,8, at most 1,000), or every one the list's filter matches (filter=<the list's address query>); neither exports them all. The list's columns, as the list shows them to the reader, in id order, streamed.`,
          querystring: selectionExportQuerySchema,
          response: errorResponses(400),
        },
      },
      async (request, reply) => {
        const { ids: ticked, filter } = request.query;
        const query = ticked ? null : parseFilter(source.querySchema, filter ?? '');
        const ids = ticked ?? (await source.matchingIds(query!));
        await fastify.auditRepository.record({
          ...auditSource(request),
          action: 'bulk_action.exported',
          entity: source.entity,
          entityId: null,
          entityLabel: `${ids.length.toLocaleString('en-GB')} ${name}`,
          changes: query ? [exportFiltersChange(chosenFilters(query))] : [],
        });
        const csv = csvStream(selectionRows(source, ids), columns);
        return sendCsv(reply, `${list}-selection.csv`, csv);
      },
    );
  }
};

export default selectionExport;
