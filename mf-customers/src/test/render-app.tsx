import type { User } from '@trellis/contracts';
import { renderMounted } from '@trellis/platform/testing';
import App from '../app';

/** The remote as the shell mounts it at /customers, starting at `path`, signed in as `user`. */
export const renderApp = (path: string, user?: User) =>
  renderMounted(App, '/customers', path, user);

/** The remote as the shell mounts it at its other path (/customer-receivable). */
export const renderMount = (mount: string, path?: string, user?: User) =>
  renderMounted(App, mount, path, user);
