import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { queryClient } from '@trellis/platform';
import { fixtures, http, HttpResponse, setupApiServer } from '@trellis/platform/testing';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderShellAt, resetShellState } from '../../test/shell-test-state';
// A file of its own: RemoteRoute keeps loaded remotes for the page's lifetime.
import { registerRemotesFromRegistry } from '../remote-registry';

/** What /remotes.json serves; a test re-points it as a release would. */
let registry: Record<string, string> = {};

setupApiServer(
  http.get('/api/users/me', () =>
    HttpResponse.json(
      fixtures.user({ id: 3, username: 'Grace Hopper', email: 'grace@example.com' }),
    ),
  ),
  http.get('/remotes.json', () => HttpResponse.json(registry)),
);

beforeEach(() => {
  resetShellState();
  registry = { mf_admin: '/remotes/mf-admin/1/mf-manifest.json' };
});

describe('a remote that cannot be loaded', () => {
  it('shows "This module is unavailable" in the layout, and Retry reads the registry again and loads it', async () => {
    registry = {};
    await registerRemotesFromRegistry();
    (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('RUNTIME-003 manifest failed'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderShellAt('/tickets');
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    // The layout around it still works.
    expect(screen.getAllByRole('link', { name: /Customers/ }).length).toBeGreaterThan(0);

    registry = { mf_tickets: '/remotes/mf-tickets/2/mf-manifest.json' };
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'mf_tickets/App at /tickets' }),
    ).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_tickets', entry: '/remotes/mf-tickets/2/mf-manifest.json' }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('contains a remote that throws while rendering', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    (loadRemote as jest.Mock).mockResolvedValueOnce({
      default: () => {
        throw new Error('boom');
      },
    });
    renderShellAt('/meeting');
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'mf_admin/App at /meeting' }),
    ).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('a remote that loads', () => {
  it("runs inside the app's one query cache, which the shell's frame does without", async () => {
    function UsesTheCache() {
      const client = useQueryClient();
      return <h1>{client === queryClient ? 'the app cache' : 'another cache'}</h1>;
    }
    (loadRemote as jest.Mock).mockResolvedValueOnce({ default: UsesTheCache });
    renderShellAt('/customers');
    expect(await screen.findByRole('heading', { name: 'the app cache' })).toBeInTheDocument();
  });
});
