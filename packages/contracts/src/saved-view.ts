// The saved views contract: which lists have views and who may share them, the view's body and
// answers, the texts of the Views menu. One concern per file in ./saved-view/.
import { eventSchemasOf } from './common/area-event-schemas';
import { savedViewArea } from './saved-view/area';

export {
  HIDDEN_COLUMNS_PARAM,
  SAVED_VIEW_LISTS,
  SAVED_VIEW_LIST_NAMES,
  SAVED_VIEW_PARAM,
  SAVED_VIEW_TRANSIENT_PARAMS,
  savedViewListRule,
  savedViewQuery,
  type SavedViewList,
  type SavedViewListRule,
} from './saved-view/lists';
export {
  SAVED_VIEW_HIDDEN_COLUMNS_MAX,
  SAVED_VIEW_LABELS,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_QUERY_MAX,
} from './saved-view/texts';
export {
  savedViewBodySchema,
  savedViewDefaultBodySchema,
  savedViewDeleteResponseSchema,
  savedViewItemSchema,
  savedViewListQuerySchema,
  savedViewListResponseSchema,
  savedViewListSchema,
  savedViewUpdateSchema,
  type SavedViewBody,
  type SavedViewBodyInput,
  type SavedViewDefaultBody,
  type SavedViewItem,
  type SavedViewListResponse,
  type SavedViewUpdate,
} from './saved-view/schemas';
export { savedViewArea };

export const savedViewEventSchemas = eventSchemasOf(savedViewArea, {});
