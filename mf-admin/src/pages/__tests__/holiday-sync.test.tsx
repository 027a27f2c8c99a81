// Syncing a country's public holidays from the page, and the list following another user's sync.
import { act, screen, waitFor } from '@testing-library/react';
import { API_ROUTES, REALTIME_EVENTS } from '@trellis/contracts';
import {
  apiErrorResponse,
  connectRealtimeAroundEach,
  emitRealtime,
  fixtures,
  http,
  HttpResponse,
  setupPageTest,
  trackToasts,
} from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { fakeHolidaysApi, holidayRows } from '../../test/holidays-api';

const { server, serveAndRender } = setupPageTest();

function setup(rows = holidayRows(3), path = '/holiday') {
  return serveAndRender(fakeHolidaysApi(rows), () => renderAdmin('/holiday', path));
}

const toasts = trackToasts();

describe('Sync Holiday', () => {
  it('syncs the chosen country, shows progress while it runs, then says how many were added', async () => {
    const { user, api } = setup(holidayRows(1), '/holiday?country=United+Kingdom');
    await screen.findByText('Holiday 1');
    let release: () => void = () => {};
    const sent: unknown[] = [];
    server.use(
      http.post(API_ROUTES.holidaysSync, async ({ request }) => {
        sent.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        api.add([fixtures.holiday({ id: 77, title: 'Christmas Day', date: '2026-12-25' })]);
        return HttpResponse.json({
          country: 'United Kingdom',
          years: [2026, 2027],
          added: 16,
          skipped: 1,
          total: 17,
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sync Holiday' }));
    const busy = await screen.findByRole('button', { name: 'Syncing holidays...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Syncing holidays...')).toBe(
      true,
    );
    expect(sent).toEqual([{ country: 'United Kingdom' }]);

    release();
    expect(await screen.findByText('Christmas Day')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync Holiday' })).toBeEnabled();
    expect(toasts()).toContainEqual([
      '16 holidays added for United Kingdom (1 already there)',
      'success',
    ]);
  });

  it("reports a failed sync with the server's message", async () => {
    const { user } = setup();
    await screen.findByText('Holiday 1');
    server.use(
      http.post(API_ROUTES.holidaysSync, () => apiErrorResponse(503, 'Holiday data unavailable')),
    );
    await user.click(screen.getByRole('button', { name: 'Sync Holiday' }));
    await waitFor(() => expect(toasts()).toContainEqual(['Holiday data unavailable', 'error']));
  });
});

describe('HolidayPage live updates', () => {
  connectRealtimeAroundEach();

  it("loads the list again when another user's sync adds holidays", async () => {
    const { api } = setup(holidayRows(1));
    await screen.findByText('Holiday 1');
    api.add([fixtures.holiday({ id: 88, title: 'Boxing Day', date: '2026-12-26' })]);
    act(() =>
      emitRealtime(
        REALTIME_EVENTS.holidaySynced,
        { country: 'United Kingdom', added: 1 },
        'other-tab',
      ),
    );
    expect(await screen.findByText('Boxing Day')).toBeInTheDocument();
  });
});
