import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RemoteAppProps } from '../remote-app-props';
import { renderRemote } from './render-remote';

/**
 * Any list the handlers before it do not answer (a newly added area's) answers empty: a mount
 * test is about the page being mounted, not about its rows. Put it after the specific handlers.
 */
export const anyListAnswersEmpty = http.get('/api/:area', () =>
  HttpResponse.json({ items: [], total: 0, page: 1, limit: 10 }),
);

/** One test per mount: the remote draws a page with its title there, and stays there. */
export function itRendersEveryMount(App: ComponentType<RemoteAppProps>, mounts: readonly string[]) {
  it.each([...mounts])('%s renders a page with its title', async (mount) => {
    renderRemote(App, mount);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('root')).not.toBeInTheDocument();
  });
}

/** A sub-path the remote does not know (`path`, under `mount`) sends the reader to the shell's root. */
export function itSendsUnknownSubPathsToRoot(
  App: ComponentType<RemoteAppProps>,
  mount: string,
  path: string,
) {
  it(`sends the unknown sub-path ${path} to /`, () => {
    renderRemote(App, mount, path);
    expect(screen.getByText('root')).toBeInTheDocument();
  });
}
