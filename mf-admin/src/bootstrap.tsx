import { runDevHost } from '@trellis/platform/dev-host';
import { ADMIN_MOUNTS } from './admin-mounts';
import App from './app';

// Standalone only (`pnpm --filter mf-admin dev`): inside the product the shell loads ./App. The
// dev host mounts it where the shell does (packages/contracts/src/remotes.json).
runDevHost(App, { basePath: ADMIN_MOUNTS[0]!, mounts: ADMIN_MOUNTS });
