import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useTicketListParams } from '../use-ticket-list-params';

function setup(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ params: useTicketListParams(), location: useLocation() }), {
    wrapper,
  });
}

describe('useTicketListParams', () => {
  it("reads the address with the API's defaults: page 1, 10 a page, newest first, no filters", () => {
    const { result } = setup('/tickets');
    expect(result.current.params.query).toMatchObject({
      page: 1,
      limit: 10,
      search: '',
      sort: 'created_at',
      order: 'desc',
      status: [],
      priority: [],
    });
  });

  it('reads repeatable filters written as A,B, and drops an unknown value', () => {
    const { result } = setup('/tickets?status=Offered,Closed&priority=Nope');
    expect(result.current.params.query.status).toEqual(['Offered', 'Closed']);
    expect(result.current.params.query.priority).toEqual([]);
  });

  it('starts again from page 1 when a filter changes, and writes back only what differs', () => {
    const { result } = setup('/tickets?page=3');
    act(() => result.current.params.setStatus(['In Progress', 'On Hold']));
    expect(result.current.location.search).toBe('?status=In+Progress%2COn+Hold');
    act(() => result.current.params.setPage(2));
    act(() => result.current.params.setPriority(['Urgent']));
    expect(result.current.location.search).toBe('?status=In+Progress%2COn+Hold&priority=Urgent');
    act(() => result.current.params.setStatus([]));
    expect(result.current.location.search).toBe('?priority=Urgent');
    expect(result.current.params.query).toMatchObject({
      page: 1,
      status: [],
      priority: ['Urgent'],
    });
  });
});
