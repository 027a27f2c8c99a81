// The leads module's contract: enums, texts, the list query and response, the lead and its status
// history, and the form and PUT bodies the mf-leads form and the API validate with the same
// schemas. One concern per file in ./lead/; only what is listed here is public. The currencies,
// amounts and dates a lead shares with the other areas are in ./common/.
export {
  FOLLOW_UP_STATUSES,
  LEADS_PAGE_SIZE,
  LEAD_FIELD_LABELS,
  LEAD_FORM_DEFAULTS,
  LEAD_FORM_SECTIONS,
  LEAD_MESSAGES,
  LEAD_ROW_ACTIONS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LEAD_STAT_TILES,
  LEAD_TABLE_COLUMNS,
  LEAD_TYPES,
  allowsFollowUp,
  leadDeleteRefusedMessage,
  type FollowUpStatus,
  type LeadStatus,
  type LeadType,
} from './lead/texts';
export { hoursToTaskTime, taskTimeToHours, type TaskTimeProblem } from './lead/values';
export {
  leadDateIssues,
  leadStatusSchema,
  leadTimeZoneSchema,
  leadTypeSchema,
  taskTimeHoursSchema,
  type LeadDateContext,
  type LeadIssue,
} from './lead/fields';
export {
  LEAD_STATUS_CHANGE_KEYS,
  isLeadStatusChangeBody,
  leadBodySchema,
  leadFieldsSchema,
  leadFormDefaults,
  leadStatusChangeFormSchema,
  leadStatusChangeSchema,
  leadToFormValues,
  leadUpdateBodySchema,
  type LeadBody,
  type LeadBodyInput,
  type LeadStatusChange,
  type LeadStatusChangeInput,
  type LeadUpdate,
  type LeadUpdateInput,
} from './lead/bodies';
export {
  LEAD_LIST_DEFAULTS,
  LEAD_SORT_FIELDS,
  leadDetailSchema,
  leadListItemSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadSchema,
  leadStatusHistoryEntrySchema,
  type Lead,
  type LeadDetail,
  type LeadListItem,
  type LeadListParams,
  type LeadListQuery,
  type LeadListResponse,
  type LeadSortField,
  type LeadStatusHistoryEntry,
} from './lead/responses';
export { leadStatsSchema, type LeadStats } from './lead/stats';
export {
  hasFollowUp,
  leadEventSchema,
  leadStatusChangeDiffers,
  leadStatusChangePreview,
  leadTicketCell,
  leadsPageStateSchema,
  type LeadEvent,
  type LeadStatusState,
  type LeadTicketCell,
  type LeadsPageState,
} from './lead/screens';
export { leadEventSchemas } from './lead/screens';
export { leadArea } from './lead/area';
