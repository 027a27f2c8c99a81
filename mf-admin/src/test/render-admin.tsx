import type { User } from '@trellis/contracts';
import { renderMounted } from '@trellis/platform/testing';
import App from '../app';

/** mf-admin as the shell mounts it at `mount`, starting at `path`, signed in as `user`. */
export const renderAdmin = (mount: string, path?: string, user?: User) =>
  renderMounted(App, mount, path, user);
