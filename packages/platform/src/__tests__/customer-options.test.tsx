import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  CUSTOMER_OPTIONS_LIMIT,
  customerOptionsQueryKey,
  useCustomerOptions,
} from '../customers/get-customer-options';
import { createTestQueryClient } from '../testing/render-with-providers';
import { fixtures, http, HttpResponse, setupApiServer } from '../testing';

const requests: URLSearchParams[] = [];
setupApiServer(
  http.get('/api/customers', ({ request }) => {
    requests.push(new URL(request.url).searchParams);
    return HttpResponse.json(
      fixtures.customerList([fixtures.customerListItem({ id: 7, name: 'Acme & Sons' })]),
    );
  }),
);

beforeEach(() => {
  requests.length = 0;
});

function setup(search: string, enabled: boolean) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useCustomerOptions(search, enabled), { wrapper }) };
}

describe('useCustomerOptions', () => {
  it('asks for a few customers by name matching the search, as id, name and code', async () => {
    const { result, queryClient } = setup('acm', true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([{ id: 7, name: 'Acme & Sons', code: expect.any(String) }]);
    expect(Object.fromEntries(requests[0]!)).toEqual({
      limit: String(CUSTOMER_OPTIONS_LIMIT),
      sort: 'name',
      order: 'asc',
      search: 'acm',
    });
    expect(queryClient.getQueryData(customerOptionsQueryKey('acm'))).toBe(result.current.data);
  });

  it('asks nothing while the picker is closed', async () => {
    const { result } = setup('', false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toHaveLength(0);
  });
});
