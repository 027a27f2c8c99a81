import { AREA_API_ROUTES } from './areas';

/**
 * API paths, relative to the origin. The one place both sides name them: these, and each area's
 * from its descriptor.
 */
export const API_ROUTES = {
  ...AREA_API_ROUTES,
  health: '/api/health',
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
  docs: '/api/docs',
  ws: '/api/ws',
  counts: '/api/counts',
  settings: '/api/settings',
  files: (id: number | string) => `/api/files/${id}`,
  auth: {
    login: '/api/auth/login',
    register: '/api/auth/register',
    logout: '/api/auth/logout',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
  },
  users: { me: '/api/users/me', mePassword: '/api/users/me/password' },
  dashboard: '/api/dashboard',
  audit: '/api/audit',
  auditVerify: '/api/audit/verify',
  auditExport: '/api/audit/export.csv',
  dispatch: '/api/dispatch',
  dispatchSuggestions: '/api/dispatch/suggestions',
  attendance: '/api/attendance',
  attendanceExport: '/api/attendance/export.csv',
  jobs: '/api/jobs',
  jobRun: (name: string) => `/api/jobs/${name}/run`,
} as const;
