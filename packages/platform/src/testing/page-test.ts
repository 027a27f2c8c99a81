import userEvent from '@testing-library/user-event';
import type { AnyHandler } from 'msw';
import { setupApiServer } from './api-server';

/**
 * A page test file's fake API server (`setupApiServer`, given any handlers of its own) and its
 * usual start, `serveAndRender`: the fake API's handlers answer for this test, then `render`
 * draws the page. The `user` it gives back types with no delay between keys, so a test that
 * fills a form spends no time waiting on the keyboard.
 */
export function setupPageTest(...handlers: AnyHandler[]) {
  const server = setupApiServer(...handlers);
  const serveAndRender = <Api extends { handlers: readonly AnyHandler[] }, View>(
    api: Api,
    render: () => View,
  ) => {
    server.use(...api.handlers);
    return { ...render(), api, user: userEvent.setup({ delay: null }) };
  };
  return { server, serveAndRender };
}
