import { z } from 'zod';
import { APP_ROUTES } from './app-routes';

/**
 * Every link from one remote into another, with the schema of its query: the linking remote
 * builds it with `appLink`, the target parses its address with the same schema.
 */
export const APP_LINKS = {
  /** Customers' Create Lead → the lead form, pre-filled. */
  leadsAdd: {
    path: APP_ROUTES.leadsAdd,
    query: z.object({
      customerId: z.coerce.number().int().positive(),
      customerName: z.string().trim().min(1).max(200),
    }),
  },
  /** Leads' Create Ticket on a Confirm lead → the ticket form for that lead. */
  ticketsCreate: {
    path: APP_ROUTES.ticketsCreate,
    query: z.object({
      leadId: z.coerce.number().int().positive(),
      customerId: z.coerce.number().int().positive(),
    }),
  },
} as const;

export type AppLinkName = keyof typeof APP_LINKS;
export type AppLinkQuery<L extends AppLinkName> = z.input<(typeof APP_LINKS)[L]['query']>;

/** The path and query string of a cross-remote link, checked against its schema. */
export function appLink<L extends AppLinkName>(name: L, query: AppLinkQuery<L>): string {
  const link = APP_LINKS[name];
  const parsed = link.query.parse(query) as Record<string, string | number>;
  const search = new URLSearchParams(
    Object.entries(parsed).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `${link.path}?${search}`;
}

/** The query of a link's target page, or null when the address does not carry a valid one. */
export function parseAppLinkQuery<L extends AppLinkName>(
  name: L,
  search: URLSearchParams,
): z.output<(typeof APP_LINKS)[L]['query']> | null {
  const result = APP_LINKS[name].query.safeParse(Object.fromEntries(search));
  return result.success ? (result.data as z.output<(typeof APP_LINKS)[L]['query']>) : null;
}
