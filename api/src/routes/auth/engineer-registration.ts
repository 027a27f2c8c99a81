import type { FastifyContextConfig } from 'fastify';

/**
 * POST /api/auth/register opens a staff sign-up to anyone, but creating an engineer account
 * (`role: 'engineer'`, the debug page's form) is managing the team.
 */
export const engineerRegistration: NonNullable<FastifyContextConfig['permissionByInput']> = {
  summary:
    'None for a staff sign-up; registering an engineer (`role: "engineer"`) needs the Manage Team permission.',
  decide: (body) =>
    typeof body === 'object' && body !== null && (body as { role?: unknown }).role === 'engineer'
      ? 'manage_team'
      : null,
};
