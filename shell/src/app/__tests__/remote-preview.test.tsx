import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, http, HttpResponse, setupApiServer } from '@trellis/platform/testing';
import { REMOTE_PREVIEW_STORAGE_KEY } from '@trellis/contracts/constants';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { renderShellAt, resetShellState } from '../../test/shell-test-state';
import { registerRemotesFromRegistry } from '../remote-registry';
import { usePreviewStore } from '../remote-preview';
import { reloadPage } from '../reload-page';

jest.mock('../reload-page', () => ({ reloadPage: jest.fn() }));

const RELEASED = {
  mf_customers: '/remotes/mf-customers/1.0.0-released/mf-manifest.json',
  mf_leads: '/remotes/mf-leads/1.0.0-released/mf-manifest.json',
};

const server = setupApiServer(
  http.get('/api/users/me', () => HttpResponse.json(fixtures.user({ id: 3 }))),
  http.get('/remotes.json', () => HttpResponse.json(RELEASED)),
);

beforeEach(() => {
  resetShellState();
  usePreviewStore.setState({ active: {} });
  window.history.replaceState(null, '', '/');
});

const registeredEntries = () =>
  Object.fromEntries(
    (registerRemotes as jest.Mock).mock.calls[0][0].map(
      ({ name, entry }: { name: string; entry: string }) => [name, entry],
    ),
  );

it('?remotes=<remote>@<version> loads that version in this browser, says so in the top bar, and Stop preview ends it', async () => {
  window.history.replaceState(null, '', '/customers?remotes=mf_customers@2.0.0-preview&tab=1');
  await registerRemotesFromRegistry();

  expect(registeredEntries()).toEqual({
    ...RELEASED,
    mf_customers: '/remotes/mf-customers/2.0.0-preview/mf-manifest.json',
  });
  // Kept for this browser; taken out of the address, the rest of which stays.
  expect(localStorage.getItem(REMOTE_PREVIEW_STORAGE_KEY)).toBe('mf_customers@2.0.0-preview');
  expect(`${window.location.pathname}${window.location.search}`).toBe('/customers?tab=1');

  renderShellAt('/customers');
  expect(
    await screen.findByRole('heading', { name: 'mf_customers/App at /customers' }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('remote-preview')).toHaveTextContent(
    'Preview: mf_customers@2.0.0-preview',
  );

  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: 'Stop preview' }));
  expect(localStorage.getItem(REMOTE_PREVIEW_STORAGE_KEY)).toBeNull();
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

it('a stored preview of a version the server does not have is dropped with a warning; the released one loads', async () => {
  localStorage.setItem(
    REMOTE_PREVIEW_STORAGE_KEY,
    'mf_customers@1.0.0-missing,mf_leads@1.0.0-next',
  );
  server.use(
    http.get(
      '/remotes/mf-customers/1.0.0-missing/mf-manifest.json',
      () => new HttpResponse(null, { status: 404 }),
    ),
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await registerRemotesFromRegistry();

  expect(warn).toHaveBeenCalledWith(
    'Preview of mf_customers@1.0.0-missing ignored: /remotes/mf-customers/1.0.0-missing/mf-manifest.json answered 404; using the released version',
  );
  expect(registeredEntries()).toEqual({
    mf_customers: RELEASED.mf_customers,
    mf_leads: '/remotes/mf-leads/1.0.0-next/mf-manifest.json',
  });
  expect(localStorage.getItem(REMOTE_PREVIEW_STORAGE_KEY)).toBe('mf_leads@1.0.0-next');

  renderShellAt('/customers');
  expect(await screen.findByTestId('remote-preview')).toHaveTextContent(
    'Preview: mf_leads@1.0.0-next',
  );
  expect(screen.getByTestId('remote-preview')).not.toHaveTextContent('mf_customers');
  warn.mockRestore();
});

it('?remotes=off ends a stored preview; a malformed one is refused with a warning', async () => {
  localStorage.setItem(REMOTE_PREVIEW_STORAGE_KEY, 'mf_customers@2.0.0-preview');
  window.history.replaceState(null, '', '/customers?remotes=off');
  await registerRemotesFromRegistry();
  expect(localStorage.getItem(REMOTE_PREVIEW_STORAGE_KEY)).toBeNull();
  expect(registeredEntries()).toEqual(RELEASED);

  (registerRemotes as jest.Mock).mockReset();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.history.replaceState(null, '', '/customers?remotes=mf_customers@../../x');
  await registerRemotesFromRegistry();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"mf_customers@../../x" ignored'));
  expect(registeredEntries()).toEqual(RELEASED);

  renderShellAt('/customers');
  expect(
    await screen.findByRole('heading', { name: 'mf_customers/App at /customers' }),
  ).toBeInTheDocument();
  expect(screen.queryByTestId('remote-preview')).not.toBeInTheDocument();
  warn.mockRestore();
});
