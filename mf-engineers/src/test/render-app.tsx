import type { User } from '@trellis/contracts';
import { renderMounted } from '@trellis/platform/testing';
import App from '../app';

/** The remote as the shell mounts it at /engineers, starting at `path`, signed in as `user`. */
export const renderApp = (path: string, user?: User) =>
  renderMounted(App, '/engineers', path, user);

/** The remote as the shell mounts it at one of its other paths (/leaves, /engineer-payout...). */
export const renderMount = (mount: string, path?: string, user?: User) =>
  renderMounted(App, mount, path, user);
