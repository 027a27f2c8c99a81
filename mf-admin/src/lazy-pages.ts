import { lazy } from 'react';

// Each admin screen is its own chunk: a visit to /holiday does not download the asset form.
export const AssetManagementPage = lazy(() =>
  import('./pages/asset-management-page').then((m) => ({ default: m.AssetManagementPage })),
);
export const HolidayPage = lazy(() =>
  import('./pages/holiday-page').then((m) => ({ default: m.HolidayPage })),
);
export const RolesPage = lazy(() =>
  import('./pages/roles-page').then((m) => ({ default: m.RolesPage })),
);
export const SystemUsersPage = lazy(() =>
  import('./pages/system-users-page').then((m) => ({ default: m.SystemUsersPage })),
);
export const ActivityPage = lazy(() =>
  import('./pages/activity-page').then((m) => ({ default: m.ActivityPage })),
);
export const DashboardPage = lazy(() =>
  import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const NotificationsPage = lazy(() =>
  import('./pages/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);
// new-area:lazy-pages
