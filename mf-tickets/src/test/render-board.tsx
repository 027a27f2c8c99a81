import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@trellis/contracts';
import type { SetupServer } from '@trellis/platform/testing';
import { shiftDay } from '../features/dispatch/utils/dispatch-range';
import { fakeDispatchApi, type FakeDispatchOptions } from './dispatch-api';
import { renderApp } from './render-app';
import { fakeTicketsApi } from './tickets-api';

/** The business today of the test kit (its zone is UTC): the board's default first day. */
export const today = new Date().toISOString().slice(0, 10);
/** The day `n` days from today (0 is today, the board's first column). */
export const day = (n: number) => shiftDay(today, n);

/** The tickets page on its board view, at `query`, over a fake dispatch API. */
export function renderBoard(
  server: SetupServer,
  options: FakeDispatchOptions,
  { query = '', user }: { query?: string; user?: User } = {},
) {
  const api = fakeDispatchApi(options);
  // The page's tiles still count the list's tickets.
  server.use(...api.handlers, ...fakeTicketsApi([]).handlers);
  const view = renderApp(`/tickets?view=board${query}`, user);
  return { ...view, api, user: userEvent.setup({ delay: null }) };
}

/** A row of the board by its header (an engineer's name, or Unassigned). */
export const boardRow = (name: string | RegExp) =>
  screen.getByRole('row', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });

/** The day cells of a row, the first day shown first. */
export const dayCells = (name: string | RegExp) => within(boardRow(name)).getAllByRole('cell');
