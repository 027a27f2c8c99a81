import { after, before } from 'node:test';
import { createTestApp, type TestApp } from './test-app';
import { asAdmin } from './accounts';
import { listenToEvents } from './realtime-listener';

/** A fresh app, an Admin's session on it, and an ear on the realtime events it publishes. */
export interface AdminApp {
  t: TestApp;
  cookie: string;
  heard: Awaited<ReturnType<typeof listenToEvents>>;
}

/**
 * Registers the suite's `before` and `after` hooks around an {@link AdminApp} (its settings
 * overridden by `env`); read its fields inside tests, once `before` has run.
 */
export function useAdminApp(env: Record<string, string> = {}): AdminApp {
  const desk = {} as AdminApp;
  before(async () => {
    desk.t = await createTestApp(env);
    desk.cookie = (await asAdmin(desk.t.app)).cookie;
    desk.heard = await listenToEvents(desk.t);
  });
  after(async () => {
    await desk.heard.close();
    await desk.t.close();
  });
  return desk;
}
