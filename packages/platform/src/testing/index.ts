// The test kit of every frontend package: `import { ... } from '@trellis/platform/testing'`.
export { renderMounted } from './render-mounted';
export { setupPageTest } from './page-test';
export {
  anyListAnswersEmpty,
  itRendersEveryMount,
  itSendsUnknownSubPathsToRoot,
} from './mount-tests';
export { renderRemote } from './render-remote';
export {
  renderWithProviders,
  createTestQueryClient,
  type RenderWithProvidersOptions,
} from './render-with-providers';
export { fixtures } from './fixtures';
export { signInAs } from './signed-in';
export {
  apiHandlers,
  apiErrorResponse,
  emitRealtime,
  realtimeLink,
  setupApiServer,
} from './api-server';
export { fakeHistoryApi } from './history-api';
export { connectRealtimeAroundEach, trackToasts } from './test-lifecycle';
export { rowWith, statValue } from './screen-queries';
export { fillTaskAndSiteFields, formField, formSection, pickOption } from './task-form';
export { fakeListApi, type FakeListApiOptions, type RecordedWrite } from './fake-list-api';
// Tests write their handlers with these, so no package needs its own msw dependency.
export { http, HttpResponse, delay } from 'msw';
export type { SetupServer } from 'msw/node';
