import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { API_ROUTES, type SavedViewItem } from '@trellis/contracts';
import { http, HttpResponse } from '@trellis/platform/testing';

/** One of my saved views of the tickets list: open tickets by date, unless overridden. */
export const savedView = (overrides: Partial<SavedViewItem>): SavedViewItem => ({
  id: 1,
  list: 'tickets',
  name: 'Open by date',
  shared: false,
  query: 'sort=date&status=open',
  hidden_columns: [],
  owner: { id: 1, name: 'Mia Manager' },
  mine: true,
  is_default: false,
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

/** Saving a view: each body sent goes into `saved`, and the answer is view 42 by that name. */
export const saveViewAnswer = (saved: unknown[]) =>
  http.post(API_ROUTES.views, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saved.push(body);
    return HttpResponse.json(savedView({ id: 42, name: String(body.name) }), { status: 201 });
  });

/** The page's address query, for `address()` to read. */
export function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

export const address = () => screen.getByRole('status', { name: 'address' }).textContent;
