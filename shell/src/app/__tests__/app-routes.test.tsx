import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import {
  apiErrorResponse,
  fixtures,
  http,
  HttpResponse,
  setupApiServer,
} from '@trellis/platform/testing';
import { useSessionStore } from '@trellis/platform/core';
import { renderShellAt, resetShellState } from '../../test/shell-test-state';

const server = setupApiServer(
  http.get('/api/users/me', () =>
    HttpResponse.json(
      fixtures.user({ id: 3, username: 'Grace Hopper', email: 'grace@example.com' }),
    ),
  ),
  http.get('/remotes.json', () =>
    HttpResponse.json({ mf_admin: '/remotes/mf-admin/1/mf-manifest.json' }),
  ),
);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** The visitor has no session: /api/users/me answers 401. */
function signedOut() {
  server.use(
    http.get('/api/users/me', () => apiErrorResponse(401, 'Please sign in', 'UNAUTHENTICATED')),
  );
}

beforeEach(() => {
  resetShellState();
});

const renderAt = (path: string) => renderShellAt(path, <Where />);

const where = () => screen.getByTestId('where').textContent;

describe('the route table', () => {
  it('checks the session on a protected route, then sends a stranger to /login remembering where they were going', async () => {
    signedOut();
    renderAt('/customers/edit/4');
    expect(screen.getByText('Checking session...')).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Fcustomers%2Fedit%2F4'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows a signed-in user the remote mounted at the path, with its base path', async () => {
    renderAt('/holiday');
    expect(await screen.findByRole('heading', { name: 'mf_admin/App at /holiday' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 3 });
  });

  it.each([
    ['/customers/add', 'mf_customers/App at /customers'],
    ['/leads/edit/9', 'mf_leads/App at /leads'],
    ['/lead', 'mf_leads/App at /lead'],
    ['/tickets/create', 'mf_tickets/App at /tickets'],
    ['/engineers/12', 'mf_engineers/App at /engineers'],
    ['/debug-engineer', 'mf_engineers/App at /debug-engineer'],
    ['/dashboard', 'mf_admin/App at /dashboard'],
    ['/training', 'mf_admin/App at /training'],
  ])('%s is rendered by %s', async (path, text) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
  });

  it('sends a signed-in user away from the public pages to /dashboard', async () => {
    renderAt('/register');
    await waitFor(() => expect(where()).toBe('/dashboard'));
  });

  it('sends / to /dashboard when signed in and to /login otherwise', async () => {
    const signedIn = renderAt('/');
    await waitFor(() => expect(where()).toBe('/dashboard'));
    signedIn.unmount();
    signedOut();
    useSessionStore.setState({ user: null, status: 'loading' });
    renderAt('/');
    await waitFor(() => expect(where()).toBe('/login'));
  });

  it('sends an unknown path to /, and from there on', async () => {
    signedOut();
    renderAt('/no/such/page');
    await waitFor(() => expect(where()).toBe('/login'));
  });
});
