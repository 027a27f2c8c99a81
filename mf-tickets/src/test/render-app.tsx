import type { User } from '@trellis/contracts';
import { renderMounted } from '@trellis/platform/testing';
import App from '../app';

/**
 * The remote as the shell mounts it (at /tickets), starting at `path`, signed in as `user`
 * (default: every permission).
 */
export const renderApp = (path: string, user?: User) => renderMounted(App, '/tickets', path, user);
