import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, http, HttpResponse, setupApiServer } from '@trellis/platform/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShellAt, resetShellState } from '../../test/shell-test-state';
import { registerRemotesFromRegistry } from '../remote-registry';
import { SHELL_PROVIDES } from '../remote-compatibility';

const nextMajor = (version: string) => `${Number(version.split('.')[0]) + 1}.0.0`;
const platform = SHELL_PROVIDES['@trellis/platform']!;

setupApiServer(
  http.get('/api/users/me', () => HttpResponse.json(fixtures.user({ id: 3 }))),
  http.get('/remotes.json', () =>
    HttpResponse.json({
      mf_customers: '/remotes/mf-customers/2.0.0-next/mf-manifest.json',
      mf_tickets: '/remotes/mf-tickets/1.0.1/mf-manifest.json',
    }),
  ),
  // Built against the next major of the platform: this shell cannot run it.
  http.get('/remotes/mf-customers/2.0.0-next/mf-manifest.json', () =>
    HttpResponse.json({
      metaData: { builtAgainst: { ...SHELL_PROVIDES, '@trellis/platform': nextMajor(platform) } },
    }),
  ),
  // The same majors, a later patch of React: compatible.
  http.get('/remotes/mf-tickets/1.0.1/mf-manifest.json', () =>
    HttpResponse.json({
      metaData: { builtAgainst: { ...SHELL_PROVIDES, react: `${SHELL_PROVIDES.react}-patch` } },
    }),
  ),
);

beforeEach(() => {
  resetShellState();
});

it('a remote built against another platform major shows "This module needs an update" in its place; the rest works', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  await registerRemotesFromRegistry();
  renderShellAt('/customers');

  expect(
    await screen.findByRole('heading', { name: 'This module needs an update' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      `It was built against @trellis/platform ${nextMajor(platform)}, but the shell has ${platform}. The rest of Trellis keeps working.`,
    ),
  ).toBeInTheDocument();
  // Never loaded, so never mounted.
  expect(loadRemote).not.toHaveBeenCalledWith('mf_customers/App');

  // The sidebar still works, and a compatible remote mounts.
  await userEvent
    .setup({ delay: null })
    .click(screen.getAllByRole('link', { name: /Tickets/ })[0]!);
  expect(
    await screen.findByRole('heading', { name: 'mf_tickets/App at /tickets' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('This module needs an update')).not.toBeInTheDocument();
  error.mockRestore();
});
