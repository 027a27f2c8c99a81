import { screen } from '@testing-library/react';
import { API_ROUTES } from '@trellis/contracts';
import { remoteNamed } from '@trellis/contracts/constants';
import {
  fixtures,
  http,
  HttpResponse,
  renderRemote,
  setupApiServer,
} from '@trellis/platform/testing';
import App from '../app';

// Each screen loads its list; an empty one each is enough to draw the page.
setupApiServer(
  http.get(API_ROUTES.customers, () => HttpResponse.json(fixtures.customerList([]))),
  http.get(API_ROUTES.receivables, () => HttpResponse.json(fixtures.receivableList())),
  // Any other list (a newly added area's) answers empty: this test is about mounting its page.
  http.get('/api/:area', () => HttpResponse.json({ items: [], total: 0, page: 1, limit: 10 })),
);

describe('every mf-customers mount', () => {
  it.each([...remoteNamed('mf_customers').mounts])(
    '%s renders a page with its title',
    async (mount) => {
      renderRemote(App, mount);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText('root')).not.toBeInTheDocument();
    },
  );

  it('sends an unknown sub-path of /customer-receivable to /', () => {
    renderRemote(App, '/customer-receivable', '/customer-receivable/nothing');
    expect(screen.getByText('root')).toBeInTheDocument();
  });
});
