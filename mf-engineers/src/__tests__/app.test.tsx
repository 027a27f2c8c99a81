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
  http.get(API_ROUTES.engineers, () => HttpResponse.json(fixtures.engineerList([]))),
  http.get(API_ROUTES.payouts, () => HttpResponse.json(fixtures.payoutList())),
  http.get(API_ROUTES.leaveRequests, () => HttpResponse.json(fixtures.leaveList([]))),
  http.get(API_ROUTES.ticketEngineerOptions, () => HttpResponse.json({ items: [] })),
  http.get(API_ROUTES.attendance, ({ request }) => {
    const month = new URL(request.url).searchParams.get('month');
    return HttpResponse.json({ month, days: [], items: [], total: 0, page: 1, limit: 50 });
  }),
  anyListAnswersEmpty,
);

describe('every mf-engineers mount', () => {
  itRendersEveryMount(App, remoteNamed('mf_engineers').mounts);
  itSendsUnknownSubPathsToRoot(App, '/leaves', '/leaves/nothing/here');
});
