import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { leads } from '../leads-resource';

function setup(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ params: leads.useListParams(), location: useLocation() }), {
    wrapper,
  });
}

describe('the leads list address (leads.useListParams)', () => {
  it("reads the address with the API's defaults: page 1, 7 a page, newest first", () => {
    const { result } = setup('/leads');
    expect(result.current.params.query).toMatchObject({
      page: 1,
      limit: 7,
      search: '',
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('falls back field by field on an unreadable address', () => {
    const { result } = setup('/leads?page=abc&sort=nope&status=Hot&search=rack');
    expect(result.current.params.query).toMatchObject({
      page: 1,
      sort: 'created_at',
      status: undefined,
      search: 'rack',
    });
  });

  it('starts again from page 1 when the search or sort changes, and keeps only what differs', () => {
    const { result } = setup('/leads?page=3');
    act(() => result.current.params.setFilters({ search: 'rack' }));
    expect(result.current.location.search).toBe('?search=rack');
    act(() => result.current.params.setPage(2));
    act(() => result.current.params.setFilters({ sort: 'status', order: 'asc' }));
    expect(result.current.location.search).toBe('?search=rack&order=asc&sort=status');
  });
});
