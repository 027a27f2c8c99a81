import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useTicketListParams } from '../use-ticket-list-params';
import { useTicketView } from '../use-ticket-view';

function setup(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ view: useTicketView(), list: useTicketListParams(), location: useLocation() }),
    { wrapper },
  );
}

describe('useTicketView', () => {
  it('reads the view from the address, List when absent or unknown', () => {
    expect(setup('/tickets').result.current.view.view).toBe('list');
    expect(setup('/tickets?view=board').result.current.view.view).toBe('board');
    expect(setup('/tickets?view=kanban').result.current.view.view).toBe('list');
  });

  it('keeps the list filters in the calendar, and the view when a filter changes', () => {
    const { result } = setup('/tickets?status=Closed&page=2');
    act(() => result.current.view.setView('calendar'));
    expect(result.current.location.search).toBe('?status=Closed&page=2&view=calendar');
    act(() => result.current.list.setPriority(['High']));
    expect(result.current.location.search).toBe('?status=Closed&priority=High&view=calendar');
  });

  it('drops what only the list reads on the way to the board, and the reverse', () => {
    const { result } = setup('/tickets?search=rack&status=Closed&page=2&from=2026-01-01');
    act(() => result.current.view.setView('board'));
    expect(result.current.location.search).toBe('?search=rack&view=board');
    // The board's first day and page are not the list's date filter and page.
    expect(result.current.list.query).toMatchObject({ page: 1, from: undefined, search: 'rack' });
    act(() => result.current.view.setView('list'));
    expect(result.current.location.search).toBe('?search=rack');
  });
});
