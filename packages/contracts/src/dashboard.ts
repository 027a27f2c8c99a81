// The dashboard's contract (issue 11): texts, the Quick Actions, the cards, the month rules and
// percent change, and GET /api/dashboard.
export {
  CALENDAR_DAY_MAX_EVENTS,
  DASHBOARD_CARDS,
  DASHBOARD_LAYOUTS,
  DASHBOARD_LAYOUT_STORAGE_KEY,
  DASHBOARD_MESSAGES,
  DASHBOARD_MONTHS,
  DASHBOARD_QUICK_ACTIONS,
  DASHBOARD_REFRESH_MS,
  DEFAULT_DASHBOARD_LAYOUT,
  compareMoney,
  dashboardYearOptions,
  formatPercentChange,
  monthRange,
  percentChange,
  previousMonth,
  yearMonthOf,
  type DashboardCardKey,
  type DashboardLayout,
  type MoneyAmount,
  type MoneyComparison,
  type YearMonth,
} from './dashboard/texts';
export {
  dashboardFiguresSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  type DashboardFigures,
  type DashboardQuery,
  type DashboardResponse,
} from './dashboard/schemas';
