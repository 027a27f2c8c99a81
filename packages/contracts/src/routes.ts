/** API paths, relative to the origin. The one place both sides name them. */
export const API_BASE = '/api';

export const API_ROUTES = {
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
  customers: '/api/customers',
  customer: (id: number | string) => `/api/customers/${id}`,
  engineers: '/api/engineers',
  leads: '/api/leads',
  lead: (id: number | string) => `/api/leads/${id}`,
  leadClone: (id: number | string) => `/api/leads/${id}/clone`,
  tickets: '/api/tickets',
} as const;
