import { AREA_APP_ROUTES } from './areas';

/** Browser paths of the product, named once for the shell, the remotes and e2e (and the areas'). */
export const APP_ROUTES = {
  ...AREA_APP_ROUTES,
  root: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  projectManagement: '/project-management',
  meeting: '/meeting',
  sampleReports: '/sample-reports',
  attendance: '/attendance',
  activity: '/activity',
  bank: '/bank',
  library: '/library',
  training: '/training',
  profile: '/profile',
  changePassword: '/change-password',
} as const;

/** The lead form for one lead: /leads/edit/{id}. */
export const leadEditPath = (id: number | string) => `/leads/edit/${id}`;

/** The ticket form for one ticket: /tickets/edit/{id}. */
export const ticketEditPath = (id: number | string) => `/tickets/edit/${id}`;

/** Public pages: a signed-in visitor is sent to /dashboard, and a 401 there does not redirect. */
export const PUBLIC_APP_PATHS: readonly string[] = [
  APP_ROUTES.login,
  APP_ROUTES.register,
  APP_ROUTES.forgotPassword,
  APP_ROUTES.resetPassword,
];

/** Query parameter that carries the page a signed-out visitor asked for through /login. */
export const LOGIN_REDIRECT_PARAM = 'redirect';
