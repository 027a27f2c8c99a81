import type { User } from '@trellis/contracts';
import { renderMounted } from '@trellis/platform/testing';
import App from '../app';

/**
 * The remote as the shell mounts it (at /leads, or at /lead), starting at `path`, signed in as
 * `user` (default: every permission).
 */
export const renderApp = (path: string, user?: User) =>
  renderMounted(App, ['/leads', '/lead'], path, user);
