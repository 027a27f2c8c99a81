import { act, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { realtime } from '@trellis/platform';
import { emitRealtime, fixtures, setupApiServer } from '@trellis/platform/testing';
import { useRecentlyUpdatedStore } from '../../features/engineers/stores/recently-updated-store';
import { renderApp } from '../../test/render-app';
import { engineerRows, fakeEngineersApi } from '../../test/engineers-api';

const server = setupApiServer();

const row = (text: string) => screen.getByRole('row', { name: new RegExp(text) });
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    // After the row's tick box and its ID: the name.
    .map((tr) => within(tr).getAllByRole('cell')[2]!.textContent);
const total = () =>
  within(screen.getByRole('region', { name: 'Engineer summary' })).getByText('Total Engineers')
    .nextSibling;

/** Moves the fake clock on, letting React and MSW catch up. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function setup(rows = engineerRows(2), path = '/engineers') {
  const api = fakeEngineersApi(rows);
  server.use(...api.handlers);
  renderApp(path);
  await screen.findByText('Engineer 1');
  return api;
}

beforeEach(async () => {
  // MSW's own scheduling stays real; the screen's timers are ours to move.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  realtime.connect();
  await waitFor(() => expect(realtime.connected).toBe(true));
});

afterEach(() => {
  realtime.disconnect();
  useRecentlyUpdatedStore.getState().clear();
  jest.useRealTimers();
});

describe('engineers list realtime', () => {
  it('engineer:created puts the new engineer first, without a refetch', async () => {
    const api = await setup();
    const before = api.listRequests.length;
    const created = fixtures.engineerListItem({ id: 30, name: 'New Starter' });
    act(() => emitRealtime(REALTIME_EVENTS.engineerCreated, created));
    await waitFor(() => expect(rowNames()).toEqual(['New Starter', 'Engineer 1', 'Engineer 2']));
    expect(total()).toHaveTextContent('3');
    // The same event twice (another tab's echo) does not add it again.
    act(() => emitRealtime(REALTIME_EVENTS.engineerCreated, created));
    await advance(100);
    expect(rowNames()).toEqual(['New Starter', 'Engineer 1', 'Engineer 2']);
    expect(api.listRequests.length).toBe(before);
  });

  it("engineer:updated merges into the row, which shows 'Recently Updated' for 10 seconds", async () => {
    const api = await setup();
    const before = api.listRequests.length;
    act(() =>
      emitRealtime(REALTIME_EVENTS.engineerUpdated, {
        id: 2,
        name: 'Engineer Two Renamed',
        phone: '+44 20 7946 0002',
      }),
    );
    const renamed = await screen.findByText('Engineer Two Renamed');
    // The row's tick box first, then the columns.
    const [, ...cells] = within(renamed.closest('tr')!).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('+44 20 7946 0002');
    expect(cells[4]).toHaveTextContent('Recently Updated');
    expect(within(row('Engineer 1')).queryByText('Recently Updated')).not.toBeInTheDocument();

    await advance(9_900);
    expect(cells[4]).toHaveTextContent('Recently Updated');
    await advance(100);
    expect(cells[4]).toHaveTextContent('Active');
    expect(cells[4]).not.toHaveTextContent('Recently Updated');
    expect(api.listRequests.length).toBe(before);
  });

  it('a second update within the 10 seconds starts them again', async () => {
    await setup();
    act(() => emitRealtime(REALTIME_EVENTS.engineerUpdated, { id: 1, name: 'First' }));
    await screen.findByText('First');
    await advance(6_000);
    act(() => emitRealtime(REALTIME_EVENTS.engineerUpdated, { id: 1, name: 'Second' }));
    await screen.findByText('Second');
    await advance(6_000);
    expect(within(row('Second')).getByText('Recently Updated')).toBeInTheDocument();
    await advance(4_000);
    expect(within(row('Second')).queryByText('Recently Updated')).not.toBeInTheDocument();
  });

  it('profile:updated (keyed by userId) merges name, email and phone into the row', async () => {
    const api = await setup();
    // The server holds the change too (the profile event makes the list load again quietly).
    api.replaceRows([
      fixtures.engineerListItem({ id: 1, name: 'Engineer 1' }),
      fixtures.engineerListItem({
        id: 2,
        name: 'Phone Updated',
        email: 'new@example.com',
        phone: '+44 7700 900123',
      }),
    ]);
    act(() =>
      emitRealtime(REALTIME_EVENTS.profileUpdated, {
        id: 2,
        userId: 2,
        name: 'Phone Updated',
        email: 'new@example.com',
        phone: '+44 7700 900123',
      }),
    );
    const name = await screen.findByText('Phone Updated');
    // The row's tick box first, then the columns.
    const [, ...cells] = within(name.closest('tr')!).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('new@example.com');
    expect(cells[3]).toHaveTextContent('+44 7700 900123');
    expect(cells[4]).toHaveTextContent('Recently Updated');
  });

  it('an engineer:updated that repeats the row (a refresh reply) does not highlight it', async () => {
    await setup();
    const same = fixtures.engineerListItem({ id: 1, name: 'Engineer 1' });
    act(() => emitRealtime(REALTIME_EVENTS.engineerUpdated, { ...same, userId: 1 }));
    // A real change after it: once that one shows, the repeat has been handled too.
    act(() =>
      emitRealtime(REALTIME_EVENTS.engineerUpdated, { id: 2, userId: 2, name: 'Engineer Two' }),
    );
    await waitFor(() =>
      expect(within(row('Engineer Two')).getByText('Recently Updated')).toBeInTheDocument(),
    );
    expect(within(row('Engineer 1')).queryByText('Recently Updated')).not.toBeInTheDocument();
  });

  it('engineer:deleted removes the row', async () => {
    await setup();
    act(() => emitRealtime(REALTIME_EVENTS.engineerDeleted, { id: 1 }));
    await waitFor(() => expect(rowNames()).toEqual(['Engineer 2']));
    expect(total()).toHaveTextContent('1');
  });

  it('an update for an engineer not on the page fetches the list again after 1 second, once', async () => {
    const api = await setup();
    api.replaceRows([
      fixtures.engineerListItem({ id: 77, name: 'From Elsewhere' }),
      ...engineerRows(2),
    ]);
    const before = api.listRequests.length;
    act(() => emitRealtime(REALTIME_EVENTS.engineerUpdated, { id: 77, name: 'From Elsewhere' }));
    await advance(500);
    act(() =>
      emitRealtime(REALTIME_EVENTS.profileUpdated, {
        id: 78,
        userId: 78,
        name: 'Other',
        email: 'o@example.com',
        phone: null,
      }),
    );
    await advance(490);
    expect(api.listRequests.length).toBe(before);
    await advance(10);
    await waitFor(() => expect(api.listRequests.length).toBe(before + 1));
    expect(await screen.findByText('From Elsewhere')).toBeInTheDocument();
    await advance(2_000);
    expect(api.listRequests.length).toBe(before + 1);
  });

  it('engineer:created on a searched list asks the API rather than prepending', async () => {
    const api = await setup(engineerRows(2), '/engineers?search=Engineer');
    const before = api.listRequests.length;
    act(() =>
      emitRealtime(
        REALTIME_EVENTS.engineerCreated,
        fixtures.engineerListItem({ id: 40, name: 'Nobody Matches' }),
      ),
    );
    await waitFor(() => expect(api.listRequests.length).toBe(before + 1));
    expect(screen.queryByText('Nobody Matches')).not.toBeInTheDocument();
  });
});
