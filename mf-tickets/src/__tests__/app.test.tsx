import { screen } from '@testing-library/react';
import { API_ROUTES } from '@trellis/contracts';
import {
  fixtures,
  http,
  HttpResponse,
  itSendsUnknownSubPathsToRoot,
  renderRemote,
  setupApiServer,
} from '@trellis/platform/testing';
import App from '../app';

setupApiServer(http.get(API_ROUTES.tickets, () => HttpResponse.json(fixtures.ticketList([]))));

const renderAt = (path: string) => renderRemote(App, '/tickets', path);

describe('mf-tickets App', () => {
  it.each([
    ['/tickets', 'Tickets'],
    ['/tickets/create', 'Create Ticket'],
  ])('%s shows %s', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  itSendsUnknownSubPathsToRoot(App, '/tickets', '/tickets/nope');
});
