import { screen } from '@testing-library/react';
import { fixtures, setupApiServer } from '@trellis/platform/testing';
import { renderApp } from '../test/render-app';
import { fakeLeadsApi } from '../test/leads-api';

const server = setupApiServer();

beforeEach(() => server.use(...fakeLeadsApi([fixtures.lead({ id: 4 })]).handlers));

describe('mf-leads App', () => {
  it.each([
    ['/leads', 'Leads'],
    ['/leads/add', 'Add Lead'],
    ['/leads/edit/4', 'Edit Lead'],
  ])('%s shows %s', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('lands /lead on the leads list', async () => {
    const { location } = renderApp('/lead');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(location()).toBe('/leads');
  });

  it.each(['/leads/x/y/z', '/lead/anything', '/lead/edit/4'])(
    'sends the unknown path %s to /',
    (path) => {
      const { location } = renderApp(path);
      expect(location()).toBe('/');
    },
  );
});
