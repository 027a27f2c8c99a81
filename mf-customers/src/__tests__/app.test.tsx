import { API_ROUTES } from '@trellis/contracts';
import { remoteNamed } from '@trellis/contracts/constants';
import {
  anyListAnswersEmpty,
  fixtures,
  itRendersEveryMount,
  http,
  HttpResponse,
  itSendsUnknownSubPathsToRoot,
  setupApiServer,
} from '@trellis/platform/testing';
import App from '../app';

// Each screen loads its list; an empty one each is enough to draw the page.
setupApiServer(
  http.get(API_ROUTES.customers, () => HttpResponse.json(fixtures.customerList([]))),
  http.get(API_ROUTES.receivables, () => HttpResponse.json(fixtures.receivableList())),
  anyListAnswersEmpty,
);

describe('every mf-customers mount', () => {
  itRendersEveryMount(App, remoteNamed('mf_customers').mounts);
  itSendsUnknownSubPathsToRoot(App, '/customer-receivable', '/customer-receivable/nothing');
});
