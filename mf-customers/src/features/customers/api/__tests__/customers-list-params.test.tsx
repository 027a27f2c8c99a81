import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { CUSTOMER_LIST_DEFAULTS } from '@trellis/contracts';
import { customers } from '../customers-resource';

function setup(path = '/customers') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => {
      const { pathname, search } = useLocation();
      return { ...customers.useListParams(), address: pathname + search };
    },
    { wrapper },
  );
  return result;
}

describe('the customers list address (customers.useListParams)', () => {
  it('reads the contracts defaults from a bare address: newest first, 7 a page', () => {
    const result = setup();
    expect(result.current.query).toEqual(CUSTOMER_LIST_DEFAULTS);
    expect(result.current.query).toEqual({
      page: 1,
      limit: 7,
      search: '',
      sort: 'created_at',
      order: 'desc',
      documents: 'all',
    });
  });

  it('reads every parameter the address gives', () => {
    const result = setup('/customers?page=3&search=acme&sort=name&order=asc&documents=expired');
    expect(result.current.query).toEqual({
      ...CUSTOMER_LIST_DEFAULTS,
      page: 3,
      search: 'acme',
      sort: 'name',
      order: 'asc',
      documents: 'expired',
    });
  });

  it('falls back to the default of each invalid parameter only, keeping the valid ones', () => {
    const result = setup(
      '/customers?page=abc&search=acme&sort=password&order=sideways&documents=lost&limit=0',
    );
    expect(result.current.query).toEqual({ ...CUSTOMER_LIST_DEFAULTS, search: 'acme' });
    expect(setup('/customers?page=-2').current.query.page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    const result = setup('/customers?page=2&search=acme');
    act(() => result.current.setPage(3));
    expect(result.current.address).toBe('/customers?page=3&search=acme');
    act(() => result.current.setPage(1));
    expect(result.current.address).toBe('/customers?search=acme');
    act(() => result.current.setFilters({ search: '' }));
    expect(result.current.address).toBe('/customers');
    act(() => result.current.setFilters({ sort: 'created_at', order: 'desc' }));
    act(() => result.current.setFilters({ documents: 'all' }));
    expect(result.current.address).toBe('/customers');
  });

  it.each([
    [
      'a search',
      (r: ReturnType<typeof setup>) => r.current.setFilters({ search: 'globex' }),
      'search=globex',
    ],
    [
      'a document filter',
      (r: ReturnType<typeof setup>) => r.current.setFilters({ documents: 'expiring' }),
      'documents=expiring',
    ],
    [
      'a sort',
      (r: ReturnType<typeof setup>) => r.current.setFilters({ sort: 'name', order: 'asc' }),
      'order=asc&sort=name',
    ],
  ])('starts again from page 1 on %s', (_change, change, expected) => {
    const result = setup('/customers?page=3');
    act(() => change(result));
    expect(result.current.query.page).toBe(1);
    expect(result.current.address).toBe(`/customers?${expected}`);
  });
});
