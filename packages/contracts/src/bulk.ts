// The bulk actions contract: the selection a list's bulk call takes, each list's actions and
// who may take them, a run's answer and progress, and the selection bar's texts. One concern
// per file in ./bulk/.
import { eventSchemasOf } from './common/area-event-schemas';
import { bulkArea } from './bulk/area';
import { bulkProgressEventSchema } from './bulk/schemas';

export {
  BULK_ACTION_OFFERS,
  customerBulkBodySchema,
  engineerBulkBodySchema,
  leadBulkBodySchema,
  leaveBulkBodySchema,
  payoutBulkBodySchema,
  receivableBulkBodySchema,
  systemUserBulkBodySchema,
  ticketBulkBodySchema,
  type BulkActionName,
  type BulkActionOffer,
  type BulkList,
  type CustomerBulkBody,
  type LeadBulkBody,
  type TicketBulkBody,
} from './bulk/actions';
export {
  BULK_RUN_STATES,
  bulkFailureSchema,
  bulkProgressEventSchema,
  bulkRunSchema,
  bulkSelectionFields,
  bulkUndoResponseSchema,
  selectionExportQuerySchema,
  type SelectionExportQuery,
  type BulkFailure,
  type BulkProgressEvent,
  type BulkRun,
  type BulkRunState,
  type BulkUndoResponse,
} from './bulk/schemas';
export {
  BULK_BATCH_SIZE,
  BULK_FILTER_MAX,
  BULK_INLINE_LIMIT,
  BULK_LABELS,
  BULK_MESSAGES,
  BULK_UNDO_MINUTES_DEFAULT,
  SELECTION_EXPORT_MAX_IDS,
} from './bulk/texts';
export { bulkPath, selectionExportPath, selectionExportUrl } from './bulk/paths';
export { bulkArea };

export const bulkEventSchemas = eventSchemasOf(bulkArea, { bulkProgress: bulkProgressEventSchema });
