import { after, before } from 'node:test';
import { createTestApp } from './test-app';
import { asAdmin } from './accounts';
import { listenToEvents } from './realtime-listener';
import type { SignedInApp } from './record-calls';

/** A fresh app, an Admin's session on it, and an ear on the realtime events it publishes. */
export interface AdminApp extends SignedInApp {
  heard: Awaited<ReturnType<typeof listenToEvents>>;
}

/**
 * Registers the suite's `before` and `after` hooks around a fresh app and an Admin's session on
 * it; read its fields inside tests, once `before` has run.
 */
export function useAdminSession(): SignedInApp {
  const session = {} as SignedInApp;
  before(async () => {
    session.t = await createTestApp();
    session.cookie = (await asAdmin(session.t.app)).cookie;
  });
  after(() => session.t.close());
  return session;
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
