import { screen, waitFor } from '@testing-library/react';
import { fixtures, http, HttpResponse, setupApiServer } from '@trellis/platform/testing';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderShellAt, resetShellState } from '../../test/shell-test-state';
// A file of its own: RemoteRoute keeps loaded remotes for the page's lifetime.
import { registerRemotesFromRegistry } from '../remote-registry';
import { preloadRemoteAt } from '../remote-route';

setupApiServer(
  http.get('/api/users/me', () => HttpResponse.json(fixtures.user({ id: 3 }))),
  http.get('/remotes.json', () =>
    HttpResponse.json({ mf_leads: '/remotes/mf-leads/1/mf-manifest.json' }),
  ),
);

beforeEach(() => {
  resetShellState();
});

describe('the remote of a first load', () => {
  it('starts loading as soon as the registry is read, and its route joins that load', async () => {
    const registry = registerRemotesFromRegistry();
    preloadRemoteAt('/dashboard-not-a-mount');
    preloadRemoteAt('/lead/7');
    expect(loadRemote).not.toHaveBeenCalled();
    await registry;
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_leads/App'));
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_leads', entry: '/remotes/mf-leads/1/mf-manifest.json' },
    ]);

    renderShellAt('/lead/7');
    expect(await screen.findByRole('heading', { name: 'mf_leads/App at /lead' })).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
