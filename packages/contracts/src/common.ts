// What every area shares: list queries and responses, display codes, currencies, amounts and
// calendar days. One concern per file in ./common/; only what is listed here is public (the form
// field helpers there are for the areas' own schemas).
export {
  countsSchemaOf,
  idParamSchema,
  listDefaultsOf,
  listQuerySchema,
  listResponseSchema,
  newestFirstQuerySchema,
  okSchema,
  sortedListQuerySchema,
  sortOrderSchema,
  type IdParam,
} from './common/lists';
export { CODE_PREFIX, displayCode } from './common/codes';
export { CURRENCIES, currencySchema, type Currency } from './common/currency';
export {
  AMOUNT_MAX_INTEGER_DIGITS,
  decimalAmountSchema,
  normalizeAmount,
  type AmountProblem,
} from './common/amount';
export { moneySchema, type Money } from './common/money';
export { isIsoDate } from './common/iso-date';
// The site address a lead and its ticket share, in the forms' order: the API stores it so too.
export { ADDRESS_FIELDS } from './common/task-fields';
