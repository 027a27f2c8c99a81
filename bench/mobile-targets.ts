// The engineers' mobile app in the API bench: what it reads as it opens, as the data's first
// engineer (engineer1@bench.local, api-servers.ts), whose tickets and leave are in the data.
import type { Goal, Target } from './target-goals';

export function mobileTargets(): Omit<Target, keyof Goal>[] {
  return [
    {
      name: "GET /api/engineers/me (the mobile app's profile)",
      path: '/api/engineers/me',
      kind: 'detail',
      asEngineer: true,
    },
    {
      name: "GET /api/engineers/me/tickets (the mobile app's tickets, page 1)",
      path: '/api/engineers/me/tickets',
      kind: 'first-page',
      asEngineer: true,
    },
    {
      name: "GET /api/engineers/me/leaves (the mobile app's leave)",
      path: '/api/engineers/me/leaves',
      kind: 'first-page',
      asEngineer: true,
    },
  ];
}
