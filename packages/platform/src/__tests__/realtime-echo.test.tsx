import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, REALTIME_EVENTS, type Customer } from '@trellis/contracts';
import { apiFetch } from '../api/api-fetch';
import { realtime } from '../realtime/realtime-client';
import { useRealtimeEvent } from '../realtime/hooks';
import {
  emitRealtime,
  fixtures,
  http,
  HttpResponse,
  renderWithProviders,
  setupApiServer,
} from '../testing';

const server = setupApiServer();
const KEY = ['customers'];

/** A list with an add button, kept fresh by the write and by other tabs' events. */
function Customers() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => apiFetch(API_ROUTES.customers) });
  const add = useMutation({
    mutationFn: () => apiFetch<Customer>(API_ROUTES.customers, { method: 'POST', json: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  useRealtimeEvent(REALTIME_EVENTS.customerCreated, refresh, { ignoreOwn: true });
  return (
    <>
      <p>{list.isSuccess ? 'loaded' : 'loading'}</p>
      <button type="button" onClick={() => add.mutate()}>
        Add
      </button>
    </>
  );
}

let listLoads = 0;
let lastWriteId: string | null = null;
const created = fixtures.customer({ id: 40, name: 'Acme' });
const event = { id: created.id, name: created.name, code: created.code };

beforeEach(() => {
  listLoads = 0;
  server.use(
    http.get(API_ROUTES.customers, () => {
      listLoads += 1;
      return HttpResponse.json(fixtures.customerList([]));
    }),
    http.post(API_ROUTES.customers, ({ request }) => {
      lastWriteId = request.headers.get('x-request-id');
      return HttpResponse.json(created, { status: 201 });
    }),
  );
});

afterEach(() => realtime.disconnect());

/** Long enough for a refetch the event might have started to reach the server. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

async function connected() {
  realtime.connect();
  await waitFor(() => expect(realtime.connected).toBe(true));
}

describe('a write and its realtime echo', () => {
  it("refreshes the list once for this tab's own write, and again for another tab's", async () => {
    await connected();
    renderWithProviders(<Customers />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(listLoads).toBe(1);

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(listLoads).toBe(2));
    // The API echoes the write with the id the request carried: nothing more to fetch.
    act(() => emitRealtime(REALTIME_EVENTS.customerCreated, event, lastWriteId!));
    await settle();
    expect(listLoads).toBe(2);
    // Another tab's write of the same kind does need a refresh.
    act(() => emitRealtime(REALTIME_EVENTS.customerCreated, event, 'another-tab-request'));
    await waitFor(() => expect(listLoads).toBe(3));
  });

  it('hands the echo to handlers that did not ask to ignore it', async () => {
    await connected();
    const seen: boolean[] = [];
    const unsubscribe = realtime.subscribe(REALTIME_EVENTS.customerCreated, (_data, meta) =>
      seen.push(meta.own),
    );
    await apiFetch(API_ROUTES.customers, { method: 'POST', json: {} });
    emitRealtime(REALTIME_EVENTS.customerCreated, event, lastWriteId!);
    emitRealtime(REALTIME_EVENTS.customerCreated, event);
    await waitFor(() => expect(seen).toEqual([true, false]));
    unsubscribe();
  });
});
