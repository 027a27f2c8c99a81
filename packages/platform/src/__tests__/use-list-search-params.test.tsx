import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { z } from 'zod';
import { useListSearchParams } from '../lists/use-list-search-params';

const schema = z.object({ search: z.string().optional().default('') });

/** A list page whose search commits the way a debounced box does: some time after typing. */
function LeadsPage() {
  const { query, update } = useListSearchParams(schema);
  return (
    <>
      <p>search: {query.search}</p>
      <button type="button" onClick={() => setTimeout(() => update({ search: 'acme' }), 300)}>
        Type acme
      </button>
      <Link to="/tickets/create">Create Ticket</Link>
    </>
  );
}

// The next page loads slowly, so the list page stays mounted while the navigation is under way.
const SlowPage = lazy(() => new Promise<never>(() => {}));

function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/leads" element={<LeadsPage />} />
          <Route path="/tickets/create" element={<SlowPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

describe('useListSearchParams', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/leads');
  });
  afterEach(() => jest.useRealTimers());

  it('commits a search while the page is shown', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Type acme' }));
    act(() => jest.advanceTimersByTime(300));
    expect(window.location.pathname + window.location.search).toBe('/leads?search=acme');
    expect(screen.getByText('search: acme')).toBeInTheDocument();
  });

  it('drops a search that settles after the page was left, instead of coming back to it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Type acme' }));
    await user.click(screen.getByRole('link', { name: 'Create Ticket' }));
    act(() => jest.advanceTimersByTime(300));
    expect(window.location.pathname).toBe('/tickets/create');
    expect(window.location.search).toBe('');
  });

  it('keeps the address keys it is told to keep, and drops any other outside the schema', () => {
    jest.useRealTimers();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/tickets?view=board&stale=1&search=old']}>
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ list: useListSearchParams(schema, { keep: ['view'] }), location: useLocation() }),
      { wrapper },
    );
    act(() => result.current.list.update({ search: 'acme' }));
    expect(result.current.location.search).toBe('?search=acme&view=board');
  });

  it('keeps the hidden columns when the filter changes', () => {
    jest.useRealTimers();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/tickets?hide=city,email&search=old']}>
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ list: useListSearchParams(schema), location: useLocation() }),
      { wrapper },
    );
    act(() => result.current.list.update({ search: 'acme' }));
    expect(new URLSearchParams(result.current.location.search).get('hide')).toBe('city,email');
    expect(new URLSearchParams(result.current.location.search).get('search')).toBe('acme');
  });
});
